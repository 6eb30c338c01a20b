import { Container } from '@mantine/core';
import type { RenderedContentPage } from '../../../application/client/caryard-client.port';
import classes from './content-page.module.css';

/** A content page (issue 11): the site's words from its configuration, rendered from Markdown on the server. */
export function ContentPageView({ page }: { page: RenderedContentPage }) {
  return (
    <>
      <section className={classes.banner}>
        <Container size="xl">
          <h1 className={classes.title}>{page.title}</h1>
          <p className={classes.lead}>{page.summary}</p>
        </Container>
      </section>
      <Container size="xl" className={classes.body}>
        {/* The HTML comes from the site's own configuration through the Markdown renderer, which shows raw HTML as text. */}
        <div className={classes.prose} dangerouslySetInnerHTML={{ __html: page.html }} />
      </Container>
    </>
  );
}

import { Container } from '@mantine/core';
import type { ModelPageData } from '../../../application/client/caryard-client.port';

/** A model's page (spec 2 §2 '/{model slug} or a model's override url'). */
export function ModelPage({ page }: { page: ModelPageData }) {
  return (
    <Container size="xl">
      <h1>{`${page.model.manufacturer_name} ${page.model.name}`}</h1>
      <p>{page.model.short_description}</p>
    </Container>
  );
}

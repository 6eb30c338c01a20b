import { Container } from '@mantine/core';
import type { RangePageData } from '../../../application/client/caryard-client.port';

/** /models (spec 2 §2 'Explore Our Range'). */
export function RangePage({ page }: { page: RangePageData }) {
  return (
    <Container size="xl">
      <h1>Explore Our Range</h1>
      <p>{page.models.length} models</p>
    </Container>
  );
}

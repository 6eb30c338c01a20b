import { Container } from '@mantine/core';
import type { BrandsPageData } from '../../../application/client/caryard-client.port';

/** /brands (spec 1 §2). */
export function BrandsPage({ page }: { page: BrandsPageData }) {
  return (
    <Container size="xl">
      <h1>Our Brands</h1>
      <p>{page.manufacturers.length} brands</p>
    </Container>
  );
}

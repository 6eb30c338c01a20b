import { Container } from '@mantine/core';
import type { BrandPageData } from '../../../application/client/caryard-client.port';

/** A manufacturer's overview (spec 1 §2 '/{brand}/overview'). */
export function BrandPage({ page }: { page: BrandPageData }) {
  return (
    <Container size="xl">
      <h1>{`${page.manufacturer.name} Range`}</h1>
    </Container>
  );
}

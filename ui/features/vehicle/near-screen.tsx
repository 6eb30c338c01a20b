import { useIntersection } from '@mantine/hooks';
import { useEffect, useState, type ReactNode } from 'react';

/** Mounts its children once its placeholder comes within `margin` px of the screen (spec 1 §9: similar cars 500 px before view). */
export function NearScreen({ margin, minHeight, children }: { margin: number; minHeight: number; children: ReactNode }) {
  const { ref, entry } = useIntersection<HTMLDivElement>({ rootMargin: `${margin}px 0px` });
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (entry?.isIntersecting) setNear(true);
  }, [entry?.isIntersecting]);
  return (
    <div ref={near ? undefined : ref} style={near ? undefined : { minHeight }}>
      {near ? children : null}
    </div>
  );
}

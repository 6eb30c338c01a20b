import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { Hotspot } from '../../../domain/vehicle/car';
import { hotspotsAt, SPIN_AUTO_ROTATE_MS, SPIN_PROMPT, spinFrameAfterDrag, stepSlide, type PlacedHotspot } from '../../../domain/vehicle/vehicle-page';
import { SLIDE_HEIGHT, SLIDE_WIDTH } from './gallery';
import { RotateIcon } from './vehicle-tool-icons';
import classes from './spin-viewer.module.css';

export interface SpinViewerProps {
  /** 'spin': the 360° frames; 'interior': the interior image. */
  mode: 'spin' | 'interior';
  frames: readonly string[];
  interiorImage?: string | null;
  hotspots?: readonly Hotspot[] | null;
  /** spec 1 §4: auto-rotate every 100 ms until the first interaction, where the site has it on. */
  autoRotate: boolean;
  title: string;
}

type Phase = 'loading' | 'prompt' | 'spinning';

/**
 * The 360° viewer of spec 1 §2, §4, §9: a loading state until every frame has loaded, then
 * 'Swipe to spin' until the first drag; one frame per 20 px of drag (arrow keys step one
 * frame); auto-rotation every 100 ms where enabled; hotspots by angle with descriptions.
 */
export default function SpinViewer({ mode, frames, interiorImage, hotspots, autoRotate, title }: SpinViewerProps) {
  const [phase, setPhase] = useState<Phase>(mode === 'interior' ? 'spinning' : 'loading');
  const [loaded, setLoaded] = useState(0);
  const [frame, setFrame] = useState(0);
  const [selected, setSelected] = useState<string | null>(null);
  const drag = useRef<{ x: number; start: number } | null>(null);
  const count = frames.length;

  // spec 1 §4: loading until every frame has loaded (a failed frame is logged, spec 1 §8, and the viewer stays loading).
  useEffect(() => {
    if (mode !== 'spin' || count === 0) return;
    let done = 0;
    let cancelled = false;
    const images = frames.map((src) => {
      const image = new Image();
      image.decoding = 'async';
      image.onload = () => {
        if (cancelled) return;
        done += 1;
        setLoaded(done);
        if (done === count) setPhase((p) => (p === 'loading' ? 'prompt' : p));
      };
      image.onerror = () => console.warn(`360° frame failed to load: ${src}`);
      image.src = src;
      return image;
    });
    return () => {
      cancelled = true;
      for (const image of images) image.onload = image.onerror = null;
    };
  }, [mode, frames, count]);

  // spec 1 §9: auto-rotate every 100 ms until the shopper takes over.
  useEffect(() => {
    if (mode !== 'spin' || !autoRotate || phase !== 'prompt') return;
    const timer = window.setInterval(() => setFrame((f) => stepSlide(f, 1, count)), SPIN_AUTO_ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [mode, autoRotate, phase, count]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (mode !== 'spin' || phase === 'loading') return;
    if ((event.target as HTMLElement).closest('button')) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, start: frame };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const at = drag.current;
    if (!at) return;
    const dx = event.clientX - at.x;
    if (phase === 'prompt' && Math.abs(dx) > 2) setPhase('spinning');
    setFrame(spinFrameAfterDrag(at.start, dx, count));
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (mode !== 'spin' || phase === 'loading') return;
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    event.stopPropagation();
    setPhase('spinning');
    setFrame((f) => stepSlide(f, event.key === 'ArrowRight' ? 1 : -1, count));
  };

  const src = mode === 'interior' ? (interiorImage ?? '') : (frames[frame] ?? frames[0] ?? '');
  const placed: PlacedHotspot[] =
    phase === 'loading' ? [] : hotspotsAt(hotspots, mode === 'interior' ? 'interior' : 'exterior', mode === 'interior' ? 0 : frame);
  const active = placed.find((p) => p.hotspot.id === selected)?.hotspot ?? null;

  return (
    <div
      className={classes.viewer}
      data-phase={phase}
      data-mode={mode}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
      tabIndex={mode === 'spin' ? 0 : -1}
      role="group"
      aria-roledescription={mode === 'spin' ? '360 degree view' : 'interior view'}
      aria-label={mode === 'spin' ? `360° view of the ${title}. Drag, or use the arrow keys, to turn it.` : `Interior of the ${title}`}
    >
      <img className={classes.frame} src={src} alt="" width={SLIDE_WIDTH} height={SLIDE_HEIGHT} draggable={false} />
      {placed.map(({ hotspot, x, y }) => (
        <button
          key={hotspot.id}
          type="button"
          className={classes.hotspot}
          style={{ left: `${x}%`, top: `${y}%` }}
          aria-label={hotspot.title}
          aria-expanded={selected === hotspot.id}
          onClick={() => setSelected((s) => (s === hotspot.id ? null : hotspot.id))}
        >
          <span aria-hidden="true">+</span>
        </button>
      ))}
      {active ? (
        <div className={classes.hotspotCard} role="note">
          <strong>{active.title}</strong>
          <span>{active.description}</span>
        </div>
      ) : null}
      {phase === 'loading' ? (
        <div className={classes.overlay} role="status">
          <span className={classes.spinner} aria-hidden="true" />
          <span>Loading 360° view… {Math.round((loaded / Math.max(1, count)) * 100)}%</span>
        </div>
      ) : null}
      {phase === 'prompt' ? (
        <div className={classes.prompt} role="status">
          <RotateIcon size={18} />
          {SPIN_PROMPT}
        </div>
      ) : null}
    </div>
  );
}

import { type ArtworkImage as ArtworkImageData, imageSrcset, SCREEN, zoomImageUrl } from '@kala/contract';
import { ChevronLeft, ChevronRight, Minus, Plus, X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import {
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { cn } from '../../lib/cn';
import {
  clampView,
  DOUBLE_TAP_DISTANCE,
  DOUBLE_TAP_MS,
  distance,
  doubleTapScale,
  FITTED,
  fitSize,
  midpoint,
  maxScale,
  type Point,
  pan,
  pinch,
  type Size,
  stepScale,
  swipeDirection,
  TAP_SLOP,
  type View,
  wheelScale,
  zoomAt,
  zoomPercent,
} from './viewer-geometry';

// The artwork's pictures full screen (issue 38, docs/decisions/0043-zoom-variant.md): pinch, wheel, double tap and
// the zoom buttons zoom up to the original's resolution, fetching its zoom variant only once someone zooms in; a
// drag pans a zoomed picture and swipes between fitted ones; arrow keys go to the other pictures. This module is
// loaded the first time someone opens the viewer (artwork-carousel.tsx), never with the page.

export interface ImageViewerProps {
  images: readonly (ArtworkImageData | string)[];
  title: string;
  alt: string;
  /** The picture shown; null: the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Focus is back on the page: the caller puts it on the picture last viewed (the one that opened it, unless swiped). */
  onCloseAutoFocus: () => void;
}

const controlClasses =
  'inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full bg-card/90 text-foreground shadow-md ring-1 ring-border backdrop-blur hover:bg-card aria-disabled:cursor-default aria-disabled:opacity-40';

// The zoom level is said once it settles, not at every step of a pinch or a wheel.
const ANNOUNCE_AFTER_MS = 400;

interface Gesture {
  pointers: Map<number, Point>;
  /** The view when the current gesture (or its latest change in finger count) began. */
  start: View;
  startPoints: Point[];
  startTime: number;
  moved: boolean;
  /** A one-finger drag on a fitted picture: a swipe in the making. */
  swiping: boolean;
}

export default function ImageViewer({
  images,
  title,
  alt,
  index,
  onIndexChange,
  onClose,
  onCloseAutoFocus,
}: ImageViewerProps) {
  const open = index !== null;
  const current = index ?? 0;
  const image = images[current];
  const count = images.length;
  const helpId = useId();

  // The stage, once the dialog's portal has put it in the page (a render after the viewer's own).
  const [stageElement, setStageElement] = useState<HTMLDivElement | null>(null);
  const stageRef = useRef<HTMLDivElement | null>(null);
  stageRef.current = stageElement;
  const [stage, setStage] = useState<Size>({ width: 0, height: 0 });
  const [view, setView] = useState<View>(FITTED);
  // Smooth steps (buttons, double tap, the snap back after a drag) animate; a finger or a wheel moves it at once.
  const [animate, setAnimate] = useState(false);
  const [swipeX, setSwipeX] = useState(0);
  // The natural size of pictures given as plain URLs, read when they load.
  const [loadedSize, setLoadedSize] = useState<Record<string, Size>>({});
  // Zoom variants fetched (or being fetched), by URL.
  const [zoomState, setZoomState] = useState<Record<string, 'loading' | 'ready'>>({});
  const [announcement, setAnnouncement] = useState('');

  const src = typeof image === 'string' ? image : (image?.url ?? '');
  const zoomUrl = zoomImageUrl(image);
  const displaySize: Size | undefined =
    typeof image === 'object' && image.width && image.height
      ? { width: image.width, height: image.height }
      : loadedSize[src];
  // The original's size: its zoom variant's, else the widest displayed variant's.
  const originalSize: Size | undefined =
    displaySize && typeof image === 'object' && image.zoomWidth
      ? { width: image.zoomWidth, height: (image.zoomWidth * displaySize.height) / displaySize.width }
      : displaySize;
  const fitted = displaySize ? fitSize(displaySize, stage) : { width: 0, height: 0 };
  const max = originalSize ? maxScale(originalSize, fitted) : 2;

  // Track the stage's size (a turned phone, a resized window) and keep the view within bounds.
  useEffect(() => {
    const element = stageElement;
    if (!element) return;
    const measure = () => setStage({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [stageElement]);

  // A new picture starts fitted (and its fitted zoom level is not announced: its number is).
  const announcedPercent = useRef(100);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the picture changes, by design.
  useEffect(() => {
    announcedPercent.current = 100;
    setView(FITTED);
    setSwipeX(0);
    setAnimate(false);
  }, [current, open]);

  // Zoomed in: fetch the zoom variant, and draw it once decoded (until then the displayed one, scaled up).
  useEffect(() => {
    if (!zoomUrl || view.scale <= 1.01 || zoomState[zoomUrl]) return;
    setZoomState((state) => ({ ...state, [zoomUrl]: 'loading' }));
    const img = new Image();
    img.src = zoomUrl;
    img
      .decode()
      .then(() => setZoomState((state) => ({ ...state, [zoomUrl]: 'ready' })))
      .catch(() => {
        // The displayed variant stays; the next zoom tries again.
        setZoomState(({ [zoomUrl]: _, ...rest }) => rest);
      });
  }, [zoomUrl, view.scale, zoomState]);

  // What a screen reader hears: the picture's number when it changes, the zoom level once it settles.
  const percent = zoomPercent(view.scale);
  useEffect(() => {
    if (!open) return;
    setAnnouncement(SCREEN.artwork.imageOf(current + 1, count));
  }, [open, current, count]);
  // A zoom level still waiting to be told when the picture changes is dropped: told after the picture's number, a
  // stale "Zoom 100%" took its place (a double tap back to fitted, then a swipe within ANNOUNCE_AFTER_MS).
  // biome-ignore lint/correctness/useExhaustiveDependencies: current and open cancel the pending announcement, by design.
  useEffect(() => {
    if (percent === announcedPercent.current) return;
    const timer = setTimeout(() => {
      announcedPercent.current = percent;
      setAnnouncement(SCREEN.viewer.zoomLevel(percent));
    }, ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [percent, current, open]);

  const go = useCallback(
    (direction: -1 | 1) => {
      const next = current + direction;
      if (next >= 0 && next < count) onIndexChange(next);
    },
    [current, count, onIndexChange],
  );

  const zoomTo = useCallback(
    (scale: number, at: Point = { x: 0, y: 0 }) => {
      setAnimate(true);
      setView((view) => zoomAt(view, scale, at, fitted, stage, max));
    },
    [fitted, stage, max],
  );

  // Where an event happened, relative to the stage's centre.
  const toStage = (clientX: number, clientY: number): Point => {
    const rect = stageRef.current?.getBoundingClientRect();
    if (!rect) return { x: 0, y: 0 };
    return { x: clientX - rect.left - rect.width / 2, y: clientY - rect.top - rect.height / 2 };
  };

  // The wheel zooms about the pointer. React's wheel listener is passive, and the page must not scroll instead.
  const wheelState = useRef({ fitted, stage, max });
  wheelState.current = { fitted, stage, max };
  useEffect(() => {
    const element = stageElement;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const { fitted, stage, max } = wheelState.current;
      const rect = element.getBoundingClientRect();
      const at = { x: event.clientX - rect.left - rect.width / 2, y: event.clientY - rect.top - rect.height / 2 };
      const deltaY = event.deltaMode === 1 ? event.deltaY * 16 : event.deltaY;
      setAnimate(false);
      setView((view) => zoomAt(view, wheelScale(view.scale, deltaY, event.ctrlKey, max), at, fitted, stage, max));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [stageElement]);

  const gesture = useRef<Gesture | null>(null);
  const lastTap = useRef<{ time: number; point: Point } | null>(null);

  const restart = (g: Gesture, from: View) => {
    g.start = from;
    g.startPoints = [...g.pointers.values()];
    g.startTime = performance.now();
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const point = toStage(event.clientX, event.clientY);
    const g = gesture.current ?? {
      pointers: new Map(),
      start: view,
      startPoints: [],
      startTime: 0,
      moved: false,
      swiping: false,
    };
    g.pointers.set(event.pointerId, point);
    restart(g, view);
    g.swiping = g.pointers.size === 1 && view.scale <= 1.01;
    if (g.pointers.size > 1) {
      g.moved = true;
      setSwipeX(0);
    }
    gesture.current = g;
    setAnimate(false);
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    if (!g?.pointers.has(event.pointerId)) return;
    g.pointers.set(event.pointerId, toStage(event.clientX, event.clientY));
    const points = [...g.pointers.values()];
    const [a, b] = points;
    const [a0, b0] = g.startPoints;
    if (!a || !a0) return;
    if (b && b0) {
      setView(
        pinch(
          g.start,
          { mid: midpoint(a0, b0), distance: distance(a0, b0) },
          { mid: midpoint(a, b), distance: distance(a, b) },
          fitted,
          stage,
          max,
        ),
      );
      return;
    }
    const dx = a.x - a0.x;
    const dy = a.y - a0.y;
    if (!g.moved && Math.hypot(dx, dy) < TAP_SLOP) return;
    g.moved = true;
    if (g.swiping) setSwipeX(count > 1 ? dx : 0);
    else setView(pan(g.start, dx, dy, fitted, stage));
  };

  const onPointerEnd = (event: ReactPointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    if (!g?.pointers.has(event.pointerId)) return;
    const point = toStage(event.clientX, event.clientY);
    const start = g.startPoints[0];
    const wasSingle = g.pointers.size === 1;
    g.pointers.delete(event.pointerId);
    if (g.pointers.size > 0) {
      // One finger of a pinch lifted: the other one pans from here.
      restart(g, view);
      g.swiping = false;
      return;
    }
    gesture.current = null;
    if (event.type === 'pointercancel' || !wasSingle || !start) {
      setSwipeX(0);
      return;
    }
    if (g.swiping && g.moved) {
      const direction = swipeDirection(
        { dx: point.x - start.x, dy: point.y - start.y, ms: performance.now() - g.startTime },
        current,
        count,
      );
      setAnimate(true);
      setSwipeX(0);
      if (direction !== 0) go(direction);
      return;
    }
    if (g.moved) return;
    // A tap; two close together are a double tap: zoom in about it, or back out.
    const now = performance.now();
    const previous = lastTap.current;
    if (previous && now - previous.time < DOUBLE_TAP_MS && distance(previous.point, point) < DOUBLE_TAP_DISTANCE) {
      lastTap.current = null;
      zoomTo(doubleTapScale(view.scale, max), point);
    } else {
      lastTap.current = { time: now, point };
    }
  };

  const onKeyDown = (event: ReactKeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else if (event.key === '+' || event.key === '=') zoomTo(stepScale(view.scale, 1, max));
    else if (event.key === '-') zoomTo(stepScale(view.scale, -1, max));
    else if (event.key === '0') zoomTo(1);
    else return;
    event.preventDefault();
    // React sends a portal's events to its React parents too: the carousel must not also move.
    event.stopPropagation();
  };

  // Keep the view within bounds when the stage or the picture's fitted size changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the sizes' numbers are what change; the objects are new each render.
  useEffect(() => {
    setView((view) => clampView(view, fitted, stage));
  }, [fitted.width, fitted.height, stage.width, stage.height]);

  const zoomReady = zoomUrl !== undefined && zoomState[zoomUrl] === 'ready';
  const zoomLoading = zoomUrl !== undefined && zoomState[zoomUrl] === 'loading';
  const atMin = view.scale <= 1.001;
  const atMax = view.scale >= max - 0.001;
  const several = count > 1;

  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          aria-describedby={helpId}
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onCloseAutoFocus();
          }}
          className="fixed inset-0 z-50 flex flex-col bg-background text-foreground outline-none motion-safe:data-[state=open]:animate-fade-in"
          data-testid="image-viewer"
        >
          <div className="pointer-events-none absolute inset-x-0 top-0 z-10 flex items-start justify-between gap-3 p-3 pt-[max(0.75rem,env(safe-area-inset-top))] sm:p-4">
            <div className="pointer-events-auto min-w-0 rounded-2xl bg-card/90 px-4 py-2 shadow-md ring-1 ring-border backdrop-blur">
              <RadixDialog.Title className="truncate font-semibold">{title}</RadixDialog.Title>
              <RadixDialog.Description className="text-sm text-muted-foreground">
                {SCREEN.artwork.imageOf(current + 1, count)}
              </RadixDialog.Description>
            </div>
            <div className="pointer-events-auto flex shrink-0 items-center gap-2">
              <button
                type="button"
                aria-label={SCREEN.viewer.zoomOut}
                aria-disabled={atMin || undefined}
                onClick={() => (atMin ? undefined : zoomTo(stepScale(view.scale, -1, max)))}
                className={controlClasses}
              >
                <Minus aria-hidden="true" className="size-5" />
              </button>
              <span
                aria-hidden="true"
                className="hidden min-w-16 rounded-full bg-card/90 px-2 py-2.5 text-center text-sm font-medium tabular-nums shadow-md ring-1 ring-border backdrop-blur sm:inline"
                data-testid="zoom-level"
              >
                {percent}%
              </span>
              <button
                type="button"
                aria-label={SCREEN.viewer.zoomIn}
                aria-disabled={atMax || undefined}
                onClick={() => (atMax ? undefined : zoomTo(stepScale(view.scale, 1, max)))}
                className={controlClasses}
              >
                <Plus aria-hidden="true" className="size-5" />
              </button>
              <RadixDialog.Close className={controlClasses}>
                <X aria-hidden="true" className="size-5" />
                <span className="sr-only">{SCREEN.app.close}</span>
              </RadixDialog.Close>
            </div>
          </div>
          <p id={helpId} className="sr-only">
            {`${SCREEN.artwork.imageOf(current + 1, count)}. ${SCREEN.viewer.help}`}
          </p>
          {/* Said politely: the picture's number after a swipe, the zoom level once it settles. */}
          <p role="status" className="sr-only">
            {announcement}
          </p>

          <div
            ref={setStageElement}
            className={cn(
              'relative min-h-0 flex-1 touch-none select-none overflow-hidden',
              atMin ? 'cursor-zoom-in' : 'cursor-grab active:cursor-grabbing',
            )}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerEnd}
            onPointerCancel={onPointerEnd}
            data-testid="viewer-stage"
            data-scale={view.scale.toFixed(3)}
            data-max-scale={max.toFixed(3)}
          >
            {image !== undefined && stage.width > 0 ? (
              <img
                key={src}
                src={zoomReady ? zoomUrl : src}
                srcSet={zoomReady ? undefined : imageSrcset(image)}
                sizes={zoomReady ? undefined : '100vw'}
                alt={several ? `${alt} — ${SCREEN.artwork.imageOf(current + 1, count)}` : alt}
                draggable={false}
                onLoad={(event) => {
                  if (displaySize || zoomReady) return;
                  const { naturalWidth: width, naturalHeight: height } = event.currentTarget;
                  if (width > 0) setLoadedSize((sizes) => ({ ...sizes, [src]: { width, height } }));
                }}
                className={cn(
                  'absolute max-w-none origin-center',
                  animate && 'motion-safe:transition-transform motion-safe:duration-200 motion-safe:ease-out',
                  !displaySize && 'opacity-0',
                )}
                style={{
                  width: fitted.width || undefined,
                  height: fitted.height || undefined,
                  left: (stage.width - fitted.width) / 2,
                  top: (stage.height - fitted.height) / 2,
                  transform: `translate3d(${view.x + swipeX}px, ${view.y}px, 0) scale(${view.scale})`,
                }}
                data-testid="viewer-image"
                data-zoom={zoomReady ? 'full' : 'display'}
              />
            ) : null}
            {zoomLoading ? (
              <span
                className="pointer-events-none absolute bottom-4 left-1/2 -translate-x-1/2 rounded-full bg-card/90 px-3 py-1.5 text-xs shadow-md ring-1 ring-border"
                aria-hidden="true"
              >
                {SCREEN.viewer.loadingDetail}
              </span>
            ) : null}
            {several ? (
              <>
                <button
                  type="button"
                  aria-label={SCREEN.artwork.previousImage}
                  aria-disabled={current === 0 || undefined}
                  onClick={() => go(-1)}
                  onPointerDown={(event) => event.stopPropagation()}
                  className={cn(controlClasses, 'absolute top-1/2 left-3 -translate-y-1/2')}
                >
                  <ChevronLeft aria-hidden="true" className="size-5" />
                </button>
                <button
                  type="button"
                  aria-label={SCREEN.artwork.nextImage}
                  aria-disabled={current === count - 1 || undefined}
                  onClick={() => go(1)}
                  onPointerDown={(event) => event.stopPropagation()}
                  className={cn(controlClasses, 'absolute top-1/2 right-3 -translate-y-1/2')}
                >
                  <ChevronRight aria-hidden="true" className="size-5" />
                </button>
              </>
            ) : null}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

import { type ArtworkImage as ArtworkImageData, CAROUSEL, SCREEN } from '@kala/contract';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Maximize2 } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { earlyTapProps, useEarlyTap } from '../../lib/early-taps';
import { ArtworkImage } from '../../entities/artwork/artwork-image';

// The full-screen viewer (issue 38) and the dialog library under it load on the first tap on a picture: the artwork
// page's first download stays without them (apps/web/js-budget.mjs).
const ImageViewer = lazy(() => import('./image-viewer'));

// The detail page's image column: the full width of a phone, about half of a desktop.
/** The early-tap key of the first picture's full-screen button (lib/early-taps.ts). */
const VIEW_FULL_SCREEN_TAP = 'view-full-screen';
const SLIDE_SIZES = '(min-width: 1024px) 55vw, 100vw';

const arrowClasses =
  'absolute top-1/2 z-10 inline-flex size-11 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-card/90 text-foreground shadow-md ring-1 ring-border backdrop-blur transition-opacity hover:bg-card disabled:pointer-events-none disabled:opacity-0 md:size-10';

/**
 * The artwork's images (docs/product.md#screens-and-routes): one slide at a time with 10 px between slides, arrows and
 * clickable dots; the placeholder when there are none. Swipe on touch screens, arrow keys when focused. A tap on a
 * picture opens it full screen to zoom (image-viewer.tsx); closing puts the focus back on the picture last viewed.
 * `onFirstImageSettled`: the first picture (the page's largest paint) has loaded or failed.
 */
export function ArtworkCarousel({
  images,
  title,
  alt = title,
  onFirstImageSettled,
}: {
  images: readonly (ArtworkImageData | string)[];
  title: string;
  /** The pictures' text alternative (issue 40: the artist's description, else the title). */
  alt?: string;
  onFirstImageSettled?: () => void;
}) {
  const [viewportRef, embla] = useEmblaCarousel({ align: 'start', slidesToScroll: CAROUSEL.slidesPerView });
  const [selected, setSelected] = useState(0);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);
  // The first image is the largest paint: the other slides start loading once it is in.
  const [firstImageIn, setFirstImageIn] = useState(false);
  // The viewer's picture (null: closed); it stays mounted after the first opening, so closing can animate.
  const [viewing, setViewing] = useState<number | null>(null);
  const [viewerWanted, setViewerWanted] = useState(false);
  const lastViewed = useRef(0);
  const slideButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const openViewer = (index: number) => {
    lastViewed.current = index;
    setViewerWanted(true);
    setViewing(index);
  };
  // On a page the server drew, a tap on the picture's full-screen button before the app ran opens the viewer once it
  // has (lib/early-taps.ts). Until then the carousel cannot move, so the picture in view is the first.
  useEarlyTap(VIEW_FULL_SCREEN_TAP, () => openViewer(0));
  const viewerClosed = () => {
    const index = lastViewed.current;
    embla?.scrollTo(index, true);
    slideButtons.current[index]?.focus({ preventScroll: true });
  };

  const sync = useCallback(() => {
    if (!embla) return;
    setSelected(embla.selectedScrollSnap());
    setCanPrev(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    sync();
    embla.on('select', sync).on('reInit', sync);
    return () => {
      embla.off('select', sync).off('reInit', sync);
    };
  }, [embla, sync]);

  const box = 'aspect-square w-full rounded-3xl sm:aspect-[4/3] lg:aspect-square';
  if (images.length === 0) {
    return (
      <ArtworkImage
        image={undefined}
        alt={alt}
        sizes={SLIDE_SIZES}
        priority
        onSettled={onFirstImageSettled}
        className={box}
      />
    );
  }

  const several = images.length > 1;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={title}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') embla?.scrollPrev();
        if (event.key === 'ArrowRight') embla?.scrollNext();
      }}
    >
      {/* One picture has nowhere to slide: the carousel's engine (its measuring and listeners, a long task on a
          slow phone as the page hydrates) starts only for several. */}
      <div ref={several ? viewportRef : undefined} className="overflow-hidden rounded-3xl">
        <div className="flex touch-pan-y" style={{ marginLeft: -CAROUSEL.spacing }}>
          {images.map((image, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: a slide is a group, not a form fieldset.
            <div
              key={typeof image === 'string' ? image : image.id}
              role="group"
              aria-roledescription="slide"
              aria-label={SCREEN.artwork.imageOf(index + 1, images.length)}
              className="min-w-0 shrink-0 grow-0 basis-full"
              style={{ paddingLeft: CAROUSEL.spacing }}
            >
              {/* A click or tap on the picture opens it full screen; the button is the way for keyboards and screen
                  readers, and says it can be done. */}
              {/* biome-ignore lint/a11y/useKeyWithClickEvents: the button inside does the same from the keyboard. */}
              {/* biome-ignore lint/a11y/noStaticElementInteractions: the button inside is the control; this widens it for pointers. */}
              <div className="relative cursor-zoom-in" onClick={() => openViewer(index)}>
                <ArtworkImage
                  image={image}
                  alt={several ? `${alt} — ${SCREEN.artwork.imageOf(index + 1, images.length)}` : alt}
                  sizes={SLIDE_SIZES}
                  priority={index === 0}
                  hold={index > 0 && !firstImageIn}
                  onSettled={
                    index === 0
                      ? () => {
                          setFirstImageIn(true);
                          onFirstImageSettled?.();
                        }
                      : undefined
                  }
                  fit="contain"
                  className={cn(box, 'bg-muted/70')}
                />
                <button
                  ref={(button) => {
                    slideButtons.current[index] = button;
                  }}
                  type="button"
                  {...(index === 0 ? earlyTapProps(VIEW_FULL_SCREEN_TAP) : {})}
                  onClick={(event) => {
                    event.stopPropagation();
                    openViewer(index);
                  }}
                  aria-label={SCREEN.artwork.viewFullScreen(index + 1, images.length)}
                  // Only the slide in view is in the tab order; the dots and arrows reach the others.
                  tabIndex={index === selected ? 0 : -1}
                  className="absolute right-3 bottom-3 z-10 inline-flex size-11 cursor-pointer items-center justify-center rounded-full bg-card/90 text-foreground shadow-md ring-1 ring-border backdrop-blur hover:bg-card md:size-10"
                >
                  <Maximize2 aria-hidden="true" className="size-5" />
                </button>
              </div>
            </div>
          ))}
        </div>
      </div>
      {viewerWanted ? (
        <Suspense fallback={null}>
          <ImageViewer
            images={images}
            title={title}
            alt={alt}
            index={viewing}
            onIndexChange={(index) => {
              lastViewed.current = index;
              setViewing(index);
            }}
            onClose={() => setViewing(null)}
            onCloseAutoFocus={viewerClosed}
          />
        </Suspense>
      ) : null}
      {several ? (
        <>
          <button
            type="button"
            onClick={() => embla?.scrollPrev()}
            disabled={!canPrev}
            aria-label={SCREEN.artwork.previousImage}
            className={cn(arrowClasses, 'left-3')}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            onClick={() => embla?.scrollNext()}
            disabled={!canNext}
            aria-label={SCREEN.artwork.nextImage}
            className={cn(arrowClasses, 'right-3')}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
          <div className="mt-3 flex justify-center gap-1">
            {images.map((image, index) => (
              <button
                key={typeof image === 'string' ? image : image.id}
                type="button"
                onClick={() => embla?.scrollTo(index)}
                aria-label={SCREEN.artwork.imageOf(index + 1, images.length)}
                aria-current={index === selected ? 'true' : undefined}
                className="group/dot inline-flex size-6 cursor-pointer items-center justify-center"
              >
                <span
                  className={cn(
                    'block h-2 rounded-full transition-all',
                    index === selected ? 'w-6 bg-primary' : 'w-2 bg-foreground/25 group-hover/dot:bg-foreground/50',
                  )}
                />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}

import type { LatestProject } from "@capital/contract/catalogue-api";
import { HERO_INTERVAL_MS, HERO_SLIDES } from "@capital/contract/constants";
import { useEffect, useState } from "react";
import { CarouselDots } from "../../components/carousel-dots";
import { Icon } from "../../components/icon/icon";
import { useEmbla } from "../../components/use-embla";
import { useI18n } from "../../i18n/language-context";
import { Link } from "../../i18n/localized-link";
import { fill } from "../../lib/fill";
import { localized } from "../../lib/localized";

/**
 * SPEC.md: four slides advancing every 5 s and wrapping, dots to pick one, call and explore buttons.
 * As the WAI-ARIA carousel pattern asks, the slide show has a button to stop and start it (first
 * in the carousel's tab order), holds while the pointer is over a slide or focus is inside one, stops
 * when a visitor swipes, and does not start by itself for a visitor who asked for less motion.
 */
export function HeroCarousel({
  projects,
  callUsNumber,
}: {
  projects: LatestProject[];
  callUsNumber: string;
}) {
  const { t, language, format } = useI18n();
  const slideName = (i: number) => fill(t.home.slide, { n: format.integer(i + 1) });
  const [viewport, embla] = useEmbla({ loop: true, direction: language === "ar" ? "rtl" : "ltr" }, () =>
    import("embla-carousel-autoplay").then(({ default: Autoplay }) => [
      Autoplay({ delay: HERO_INTERVAL_MS, playOnInit: false, stopOnInteraction: true, stopOnFocusIn: false }),
    ]),
  );
  const [index, setIndex] = useState(0);
  const [rotating, setRotating] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) setRotating(false);
  }, []);
  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setIndex(embla.selectedScrollSnap());
    const onSwipe = () => setRotating(false);
    embla.on("select", onSelect).on("pointerDown", onSwipe);
    return () => void embla.off("select", onSelect).off("pointerDown", onSwipe);
  }, [embla]);
  const moving = rotating && !hovered && !focused;
  useEffect(() => {
    const autoplay = embla?.plugins().autoplay;
    if (moving) autoplay?.play();
    else autoplay?.stop();
  }, [embla, moving]);

  const slides = t.home.heroSlides.slice(0, HERO_SLIDES);
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t.home.carouselLabel}
      className="relative bg-brand-900"
    >
      <button
        type="button"
        onClick={() => setRotating(!rotating)}
        aria-label={rotating ? t.home.stopSlides : t.home.playSlides}
        className="absolute end-4 bottom-4 z-10 flex size-10 items-center justify-center rounded-full bg-brand-900/60 text-white hover:bg-brand-900"
      >
        <Icon name={rotating ? "pause" : "play"} className="size-4" />
      </button>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: pointer and focus only hold the slide show; the links inside are the controls. */}
      <div
        ref={viewport}
        className="overflow-hidden"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
        }}
      >
        <div className="flex" aria-live={moving ? "off" : "polite"}>
          {slides.map((slide, i) => {
            const project = projects.length > 0 ? projects[i % projects.length] : undefined;
            return (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern makes a slide a group.
              <div
                key={slide.title}
                role="group"
                aria-roledescription="slide"
                aria-label={slideName(i)}
                aria-hidden={i !== index}
                className="relative min-w-0 shrink-0 grow-0 basis-full"
              >
                {project && (
                  <img
                    src={project.latestProjectImage}
                    alt=""
                    width={1200}
                    height={600}
                    loading={i === 0 ? "eager" : "lazy"}
                    fetchPriority={i === 0 ? "high" : "auto"}
                    className="h-[26rem] w-full object-cover opacity-60 sm:h-[32rem]"
                  />
                )}
                <div className="absolute inset-0 bg-gradient-to-t from-brand-900/90 via-brand-900/40 to-transparent" />
                <div className="absolute inset-x-0 bottom-0 mx-auto max-w-7xl px-4 pb-16">
                  <h2 className="max-w-2xl font-bold text-3xl text-white sm:text-5xl">{slide.title}</h2>
                  <p className="mt-3 max-w-xl text-brand-50 text-lg">{slide.body}</p>
                  <div className="mt-6 flex flex-wrap gap-3">
                    <a
                      href={`tel:${callUsNumber}`}
                      tabIndex={i === index ? 0 : -1}
                      className="inline-flex items-center gap-2 rounded-full bg-gold-400 px-6 py-3 font-bold text-brand-900 hover:bg-gold-500"
                    >
                      <Icon name="phone" className="size-4" />
                      {t.home.call}
                    </a>
                    {project && (
                      <Link
                        to={`/${project.type}/info/${project.id}`}
                        tabIndex={i === index ? 0 : -1}
                        className="inline-flex items-center rounded-full border-2 border-white px-6 py-3 font-bold text-white hover:bg-white hover:text-brand-900"
                      >
                        {t.home.explore}
                        <span className="sr-only"> {localized(project, "name", language)}</span>
                      </Link>
                    )}
                  </div>
                </div>
              </div>
            );
          })}
        </div>
      </div>
      <CarouselDots
        count={slides.length}
        selected={index}
        onSelect={(i) => embla?.scrollTo(i)}
        label={slideName}
        className="absolute inset-x-0 bottom-5"
        tone="light"
      />
    </section>
  );
}

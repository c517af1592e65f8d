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

/** SPEC.md: four slides advancing every 5 s and wrapping, dots to pick one, call and explore buttons. */
export function HeroCarousel({
  projects,
  callUsNumber,
}: {
  projects: LatestProject[];
  callUsNumber: string;
}) {
  const { t, language } = useI18n();
  const [viewport, embla] = useEmbla({ loop: true, direction: language === "ar" ? "rtl" : "ltr" }, () =>
    import("embla-carousel-autoplay").then(({ default: Autoplay }) => [
      Autoplay({ delay: HERO_INTERVAL_MS, stopOnInteraction: false, stopOnMouseEnter: true }),
    ]),
  );
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setIndex(embla.selectedScrollSnap());
    embla.on("select", onSelect);
    return () => void embla.off("select", onSelect);
  }, [embla]);

  const slides = t.home.heroSlides.slice(0, HERO_SLIDES);
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t.home.carouselLabel}
      className="relative bg-brand-900"
    >
      <div ref={viewport} className="overflow-hidden">
        <div className="flex">
          {slides.map((slide, i) => {
            const project = projects.length > 0 ? projects[i % projects.length] : undefined;
            return (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern makes a slide a group.
              <div
                key={slide.title}
                role="group"
                aria-roledescription="slide"
                aria-label={fill(t.home.slide, { n: i + 1 })}
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
        label={(i) => fill(t.home.slide, { n: i + 1 })}
        className="absolute inset-x-0 bottom-5"
        tone="light"
      />
    </section>
  );
}

import { localizePath } from "../i18n/language-path";
import { unavailable } from "../locales/unavailable";

/** The whole document when the root loader failed: no texts, settings or scripts to build on. */
export function UnavailablePage() {
  return (
    <html lang="ar" dir="rtl">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${unavailable.ar.title} | ${unavailable.en.title}`}</title>
      </head>
      <body style={{ fontFamily: "system-ui, sans-serif", textAlign: "center", padding: "4rem 1.5rem" }}>
        <main>
          {(["ar", "en"] as const).map((language) => (
            <section key={language} lang={language} dir={language === "ar" ? "rtl" : "ltr"}>
              <h1>{unavailable[language].title}</h1>
              <p>{unavailable[language].body}</p>
              <a href={localizePath("/", language)}>{unavailable[language].retry}</a>
            </section>
          ))}
        </main>
      </body>
    </html>
  );
}

import { contrastWithWhite, DEFAULT_MAIN_COLOUR, safeColour, supplierTheme } from '#src/shared/colours.ts';

/**
 * The storefront's header as the public pages will draw it with these colours: the main colour
 * darkened, as the pages do, until text in it is readable on white (WCAG AA, 4.5:1).
 */
export function HeaderPreview({
  mainColor,
  secondColor,
  logo,
  companyName,
}: {
  mainColor: string;
  secondColor: string;
  logo: string | null;
  companyName: string;
}) {
  const chosen = safeColour(mainColor, DEFAULT_MAIN_COLOUR);
  const { primary: main, accent } = supplierTheme(mainColor, secondColor);
  return (
    <figure className="ws-preview">
      <div className="ws-preview-header" style={{ borderBottomColor: main }}>
        {logo ? (
          <img src={logo} alt="Your logo" height={32} />
        ) : (
          <span className="ws-preview-brand">{companyName}</span>
        )}
        <span className="ws-preview-link" style={{ borderBottomColor: accent }}>
          Company
        </span>
        <span className="ws-preview-button" style={{ background: main }}>
          Login
        </span>
      </div>
      <figcaption className="ws-hint">
        Preview of your storefront’s header.{' '}
        {main === chosen
          ? `Text in your main colour is readable on white (contrast ${contrastWithWhite(main).toFixed(1)}:1).`
          : `Your main colour is too light for text on white, so the pages darken it to ${main} (contrast ${contrastWithWhite(main).toFixed(1)}:1).`}
      </figcaption>
    </figure>
  );
}

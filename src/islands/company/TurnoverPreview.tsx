import { useStore } from '@nanostores/react';
import { useEffect, useRef, type CSSProperties } from 'react';
import { $websiteSettings } from '#src/client/workspace.ts';
import { turnoverChartLabel, type TurnoverSlice } from '#src/components/company/turnover-slices.ts';
import type { TurnoverPie } from '#src/scripts/turnover-pie.ts';
import { supplierTheme } from '#src/shared/colours.ts';
import { ColumnHeads } from '#src/islands/kit/ColumnHeads.tsx';
import '#src/styles/turnover-chart.css';

/**
 * The turnover pie as the company page draws it (components/company/TurnoverChart.astro, the same
 * chart.js drawing from scripts/turnover-pie.ts, loaded on demand), redrawn as the slices change.
 * Its text alternative likewise: the canvas's label and a table of the figures. The first slices
 * take the storefront's own two colours, as on the company page (set there by SupplierLayout).
 */
export function TurnoverPreview({ slices }: { slices: TurnoverSlice[] }) {
  const figure = useRef<HTMLElement>(null);
  const pie = useRef<TurnoverPie | null>(null);
  const latest = useRef(slices);
  const settings = useStore($websiteSettings).data;
  const theme = settings ? supplierTheme(settings.mainColor, settings.secondColor) : null;
  // Until the settings come (or if they do not), the site's own colours, which are the defaults.
  const style = theme
    ? ({ '--color-primary': theme.primary, '--color-accent': theme.accent } as CSSProperties)
    : undefined;

  // The pie reads the slices' colours from the figure's style, so a new theme redraws it too.
  useEffect(() => {
    latest.current = slices;
    pie.current?.update(slices);
  }, [slices, theme?.primary, theme?.accent]);

  useEffect(() => {
    let live = true;
    const element = figure.current;
    import('#src/scripts/turnover-pie.ts').then(
      ({ createTurnoverPie }) => {
        if (live && element) pie.current = createTurnoverPie(element, latest.current);
      },
      // Not loaded (offline): the figures stay in the fields and the table.
      () => undefined,
    );
    return () => {
      live = false;
      pie.current?.destroy();
      pie.current = null;
    };
  }, []);

  return (
    <figure className="turnover" ref={figure} style={style}>
      <div className="turnover-chart-box">
        <canvas role="img" aria-label={turnoverChartLabel(slices)} />
      </div>
      {/* The figures for screen readers. Hidden by a wrapper: a table itself ignores the 1 px box. */}
      <div className="visually-hidden">
        <table>
          <caption>Turnover distribution by region</caption>
          <ColumnHeads names={['Region', 'Share of turnover']} />
          <tbody>
            {slices.map((slice, index) => (
              <tr key={index}>
                <th scope="row">{slice.region}</th>
                <td>{slice.share}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

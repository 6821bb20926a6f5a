import { ArcElement, Chart, Legend, PieController, Tooltip } from 'chart.js';
import { sliceLabel, turnoverChartLabel, type TurnoverSlice } from '#src/components/company/turnover-slices.ts';

// The turnover pie (spec: by region and percent, blank remainder slice, resizes with a 100 ms
// throttle). Loaded on demand: by turnover-chart.ts on the company page, and by the workspace's
// Turnover distribution tab, which redraws it as the owner types. Only the pie's parts of chart.js
// are bundled.
Chart.register(PieController, ArcElement, Tooltip, Legend);

/** Words on the chart in the page's own font and text colour, read when the first pie is drawn. */
let pageTextRead = false;
function readPageText(): void {
  if (pageTextRead) return;
  pageTextRead = true;
  const pageText = getComputedStyle(document.body);
  Chart.defaults.font.family = pageText.fontFamily;
  Chart.defaults.color = pageText.color;
}

/** Spec (company page): the chart resizes with a 100 ms throttle. */
const RESIZE_THROTTLE_MS = 100;
/** Below this width (a phone) the legend goes under the pie instead of beside it. */
const LEGEND_BESIDE_MIN_PX = 560;
/** After the supplier's own two colours; chosen to stay apart from each other and from grey. */
const FIXED_PALETTE = ['#2a9d8f', '#e76f51', '#6d597a', '#8ab17d', '#457b9d', '#e9c46a', '#b5838d', '#264653'];
/** The 'Other / not specified' slice: blank, a light grey that still shows against white. */
const REMAINDER_COLOUR = '#e3e7ed';

function sliceColours(slices: TurnoverSlice[], element: Element): string[] {
  const style = getComputedStyle(element);
  const brand = ['--color-primary', '--color-accent']
    .map((name) => style.getPropertyValue(name).trim())
    .filter(Boolean);
  const palette = [...brand, ...FIXED_PALETTE];
  let next = 0;
  return slices.map((slice) => (slice.remainder ? REMAINDER_COLOUR : palette[next++ % palette.length]!));
}

/** Runs at once, then at most once per `ms`; a call in between runs at the end, so the last size is drawn. */
function throttle(run: () => void, ms: number): () => void {
  let waiting = false;
  let again = false;
  const fire = () => {
    run();
    waiting = true;
    setTimeout(() => {
      waiting = false;
      if (again) {
        again = false;
        fire();
      }
    }, ms);
  };
  return () => (waiting ? (again = true) : fire());
}

const legendPosition = (width: number) => (width >= LEGEND_BESIDE_MIN_PX ? 'right' : 'bottom');

/** A drawn pie: `update` redraws it with other slices (animated from the old ones), `destroy` removes it. */
export type TurnoverPie = { update: (slices: TurnoverSlice[]) => void; destroy: () => void };

/** Draws the slices in the figure's canvas at its box's size, following the box as it resizes. */
export function createTurnoverPie(figure: HTMLElement, slices: TurnoverSlice[]): TurnoverPie | null {
  const canvas = figure.querySelector('canvas');
  const box = canvas?.parentElement;
  if (!canvas || !box) return null;
  readPageText();
  // Drawn at the box's size from the start (chart.js reads it from the canvas); later sizes come from fitBox.
  canvas.width = box.clientWidth;
  canvas.height = box.clientHeight;
  const dataset = { data: [] as number[], backgroundColor: [] as string[], borderColor: '#ffffff', borderWidth: 2 };
  const data = { labels: [] as string[], datasets: [dataset] };
  /** The slices into the chart's data, kept the same objects so an update animates from what is drawn. */
  const fill = (next: TurnoverSlice[]) => {
    data.labels = next.map(sliceLabel);
    dataset.data = next.map((slice) => slice.percent);
    dataset.backgroundColor = sliceColours(next, figure);
    // The picture's text alternative: every slice drawn, remainder included.
    canvas.setAttribute('aria-label', turnoverChartLabel(next));
  };
  fill(slices);
  const chart = new Chart(canvas, {
    type: 'pie',
    data,
    options: {
      // Sized by us (below), so the resize follows the spec's throttle rather than chart.js's own.
      responsive: false,
      maintainAspectRatio: false,
      animation: matchMedia('(prefers-reduced-motion: reduce)').matches ? false : undefined,
      plugins: {
        legend: {
          position: legendPosition(box.clientWidth),
          labels: { boxWidth: 14, padding: 12, font: { size: 13 } },
        },
        tooltip: { callbacks: { label: (context) => ` ${context.label}` } },
      },
    },
  });

  let destroyed = false;
  const fitBox = () => {
    const { clientWidth: width, clientHeight: height } = box;
    // Removed, closed, or the same size.
    if (destroyed || width === 0 || (width === chart.width && height === chart.height)) return;
    const position = legendPosition(width);
    if (chart.options.plugins?.legend?.position !== position) {
      chart.options.plugins!.legend!.position = position;
      chart.update('none');
    }
    // chart.js defers a resize asked during an animation and can drop it when the animation ends
    // in that very frame; stopping the animation first applies the size at once.
    chart.stop();
    chart.resize();
  };
  const resizes = new ResizeObserver(throttle(fitBox, RESIZE_THROTTLE_MS));
  resizes.observe(box);
  return {
    update: (next) => {
      if (destroyed) return;
      fill(next);
      chart.update();
    },
    destroy: () => {
      destroyed = true;
      resizes.disconnect();
      chart.destroy();
    },
  };
}

/** The company page's pie: its slices come with the figure (TurnoverChart.astro). */
export function drawTurnoverPie(figure: HTMLElement): void {
  createTurnoverPie(figure, JSON.parse(figure.dataset.turnoverChart ?? '[]') as TurnoverSlice[]);
}

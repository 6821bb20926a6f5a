import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';

// The Statistics screen's bar chart: only the chart.js parts it uses, registered here, in a module
// the screen loads when it first draws (other screens never download it).

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export type SeriesChart = { update(labels: string[], values: number[], label: string): void; destroy(): void };

/** A bar chart on `canvas`, in the page's primary colour; update() redraws it with other figures. */
export function drawSeriesChart(canvas: HTMLCanvasElement): SeriesChart {
  const style = getComputedStyle(canvas);
  const colour = style.getPropertyValue('--color-primary').trim() || '#1f5fbf';
  const muted = style.getPropertyValue('--color-muted').trim() || '#545d6e';
  const chart = new Chart<'bar', number[], string>(canvas, {
    type: 'bar',
    data: {
      labels: [],
      datasets: [{ label: '', data: [], backgroundColor: colour, borderRadius: 3, maxBarThickness: 28 }],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      plugins: { legend: { display: false }, tooltip: { intersect: false, mode: 'index' } },
      scales: {
        x: { grid: { display: false }, ticks: { color: muted, maxRotation: 0, autoSkipPadding: 12 } },
        y: { beginAtZero: true, ticks: { color: muted, precision: 0 } },
      },
    },
  });
  return {
    update(labels, values, label) {
      chart.data.labels = labels;
      chart.data.datasets[0]!.data = values;
      chart.data.datasets[0]!.label = label;
      chart.update();
    },
    destroy: () => chart.destroy(),
  };
}

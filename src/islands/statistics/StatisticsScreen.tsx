import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import {
  $dailyStatistic,
  $statisticAction,
  $statisticRange,
  $totalStatistic,
  refreshStatistics,
} from '#src/client/statistics.ts';
import { MESSAGES } from '#src/shared/account-messages.ts';
import { ColumnHeads } from '#src/islands/kit/ColumnHeads.tsx';
import { FailedState } from '#src/islands/kit/FailedState.tsx';
import {
  STATISTIC_RANGES,
  type DailyStatistic,
  type StatisticAction,
  type TotalStatistic,
} from '#src/shared/statistics.ts';
import type { SeriesChart } from './statistics-chart.ts';
import './statistics.css';

const ACTIONS: { action: StatisticAction; label: string; empty: string }[] = [
  {
    action: 'view',
    label: 'Views',
    empty:
      'No visits yet in these days. Views of your storefront, product and company pages show here within a minute.',
  },
  { action: 'visitor', label: 'Visitors', empty: 'No visits yet in these days.' },
  { action: 'follow', label: 'Followers', empty: 'No new followers in these days.' },
  { action: 'star', label: 'Stars', empty: 'Nobody starred your catalogue in these days.' },
];

const TILES: { key: keyof TotalStatistic; label: string; hint: string }[] = [
  { key: 'views', label: 'Views', hint: 'pages seen, all time' },
  { key: 'visitors', label: 'Visitors', hint: 'a visitor a day, all time' },
  { key: 'followers', label: 'Followers', hint: 'now' },
  { key: 'stars', label: 'Stars', hint: 'now' },
  { key: 'watchers', label: 'Watchers', hint: 'now' },
];

const number = new Intl.NumberFormat('en');
const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en', { dateStyle: 'medium', timeZone: 'UTC' });

function Tiles() {
  const totals = useStore($totalStatistic);
  if (totals.error)
    return (
      <p className="ws-error" role="alert">
        {MESSAGES.unexpected}
      </p>
    );
  return (
    <dl className="ws-stat-tiles" aria-busy={totals.loading}>
      {TILES.map(({ key, label, hint }) => (
        <div key={key} className="ws-stat-tile">
          <dt>{label}</dt>
          <dd>
            <span className="ws-stat-figure">{totals.data ? number.format(totals.data[key]) : '…'}</span>
            <span className="ws-stat-hint">{hint}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A row of buttons of which one is chosen (aria-pressed), labelled as a group. */
function Choice<T extends string | number>(props: {
  label: string;
  options: { value: T; label: string }[];
  chosen: T;
  onChoose: (value: T) => void;
}) {
  return (
    <div className="ws-stat-choice" role="group" aria-label={props.label}>
      {props.options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === props.chosen}
          onClick={() => props.onChoose(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/** The bar chart (chart.js, loaded on first use) and the same figures as a table. */
function SeriesView({ series, label }: { series: DailyStatistic; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<SeriesChart | null>(null);
  const [chartFailed, setChartFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void import('./statistics-chart.ts')
      .then(({ drawSeriesChart }) => {
        if (cancelled || !canvas.current) return;
        chart.current ??= drawSeriesChart(canvas.current);
        chart.current.update(series.days.map(shortDay), series.values, label);
      })
      .catch(() => setChartFailed(true));
    return () => {
      cancelled = true;
    };
  }, [series, label]);

  useEffect(
    () => () => {
      chart.current?.destroy();
      chart.current = null;
    },
    [],
  );

  const summary = `${label} per day, ${longDay(series.days[0]!)} to ${longDay(series.days.at(-1)!)}: ${number.format(series.total)} in all.`;
  return (
    <>
      <div className="ws-stat-chart">
        <canvas ref={canvas} role="img" aria-label={`Bar chart. ${summary} The table below lists every day.`} />
        {chartFailed && <p className="ws-hint">The chart could not be drawn; the table below has the figures.</p>}
      </div>
      <details className="ws-stat-table">
        <summary>Show the figures as a table</summary>
        <table>
          <caption>{summary}</caption>
          <ColumnHeads names={['Day', label]} />
          <tbody>
            {series.days.map((day, index) => (
              <tr key={day}>
                <th scope="row">{longDay(day)}</th>
                <td>{number.format(series.values[index] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}

function Series() {
  const action = useStore($statisticAction);
  const daily = useStore($dailyStatistic);
  // While another range or figure loads, the last one stays (no flash; the table stays open).
  const shown = useRef<{ data: DailyStatistic; label: string } | null>(null);
  const chosen = ACTIONS.find((entry) => entry.action === action)!;
  if (daily.data) shown.current = { data: daily.data, label: chosen.label };
  if (daily.error)
    return <FailedState className="ws-stat-state" alertClassName="ws-error" onRetry={refreshStatistics} />;
  const last = shown.current;
  if (!last)
    return (
      <p className="ws-state ws-stat-state" role="status" aria-busy="true">
        Loading…
      </p>
    );
  if (last.data.total === 0)
    return (
      <p className="ws-state ws-stat-state ws-stat-empty" role="status" aria-busy={daily.loading}>
        {daily.data ? chosen.empty : 'Loading…'}
      </p>
    );
  return (
    <div aria-busy={daily.loading}>
      <SeriesView series={last.data} label={last.label} />
    </div>
  );
}

/**
 * Statistics (spec §2 navigation, §7 supplier/statistic): the catalogue's figures as tiles, then
 * one figure per day as a chart, with the days and what is counted to choose, and a table of the
 * same numbers for those who cannot see the chart.
 */
export function StatisticsScreen() {
  const range = useStore($statisticRange);
  const action = useStore($statisticAction);
  return (
    <section className="ws-tab ws-statistics" aria-labelledby="ws-screen-title">
      <div className="ws-stat-head">
        <h2 id="ws-screen-title" tabIndex={-1}>
          Statistics
        </h2>
        <button type="button" className="button" onClick={refreshStatistics}>
          Refresh
        </button>
      </div>
      <p className="ws-intro">
        Views of your storefront, product and company pages, counted without tracking anyone. Crawlers are left out.
      </p>
      <Tiles />
      <div className="ws-stat-controls">
        <Choice
          label="Days"
          options={STATISTIC_RANGES.map((days) => ({ value: days, label: `${days} days` }))}
          chosen={range}
          onChoose={(value) => $statisticRange.set(value)}
        />
        <Choice
          label="Figure"
          options={ACTIONS.map(({ action: value, label }) => ({ value, label }))}
          chosen={action}
          onChoose={(value) => $statisticAction.set(value)}
        />
      </div>
      <Series />
    </section>
  );
}

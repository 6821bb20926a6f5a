import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import {
  $dailyStatistic,
  $statisticFigure,
  $statisticRange,
  $totalStatistic,
  refreshStatistics,
  type StatisticFigure,
} from '#src/client/statistics.ts';
import { MESSAGES } from '#src/shared/account-messages.ts';
import { ColumnHeads } from '#src/islands/kit/ColumnHeads.tsx';
import { FailedState } from '#src/islands/kit/FailedState.tsx';
import type { OwnerCompany } from '#src/shared/owner-company.ts';
import { STATISTIC_RANGES, type DailyStatistic, type TotalStatistic } from '#src/shared/statistics.ts';
import { ChatFigures } from './chat-figures.tsx';
import type { SeriesChart } from './statistics-chart.ts';
import { longDay, shortDay, statNumber as number } from './statistics-format.ts';
import { TopProducts } from './top-products.tsx';
import './statistics.css';

/** The figures the chart can show; `summary` says how the table's total reads. */
const FIGURES: { figure: StatisticFigure; label: string; chartLabel: string; empty: string; summary?: string }[] = [
  {
    figure: 'view',
    chartLabel: 'Views',
    label: 'Views',
    empty:
      'No visits yet in these days. Views of your storefront, product and company pages show here within a minute.',
  },
  { figure: 'visitor', label: 'Visitors', chartLabel: 'Visitors', empty: 'No visits yet in these days.' },
  { figure: 'follow', label: 'New followers', chartLabel: 'New followers', empty: 'No new followers in these days.' },
  {
    figure: 'followers',
    label: 'Followers',
    chartLabel: 'Followers',
    empty: 'Nobody followed your catalogue in these days.',
    summary: 'today',
  },
  { figure: 'star', label: 'Stars', chartLabel: 'Stars', empty: 'Nobody starred your catalogue in these days.' },
  {
    figure: 'chats',
    label: 'Chats',
    chartLabel: 'Chats started',
    empty: 'No buyer started a chat with your team in these days.',
  },
];

const TILES: { key: keyof TotalStatistic; label: string; hint: string }[] = [
  { key: 'views', label: 'Views', hint: 'pages seen, all time' },
  { key: 'visitors', label: 'Visitors', hint: 'a visitor a day, all time' },
  { key: 'followers', label: 'Followers', hint: 'now' },
  { key: 'stars', label: 'Stars', hint: 'now' },
  { key: 'watchers', label: 'Watchers', hint: 'now' },
];

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
function SeriesView({ series, label, totalSays }: { series: DailyStatistic; label: string; totalSays?: string }) {
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

  const summary = `${label} per day, ${longDay(series.days[0]!)} to ${longDay(series.days.at(-1)!)}: ${number.format(series.total)} ${totalSays ?? 'in all'}.`;
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
  const figure = useStore($statisticFigure);
  const daily = useStore($dailyStatistic);
  // While another range or figure loads, the last one stays (no flash; the table stays open).
  const shown = useRef<{ data: DailyStatistic; label: string; totalSays?: string } | null>(null);
  const chosen = FIGURES.find((entry) => entry.figure === figure)!;
  if (daily.data) shown.current = { data: daily.data, label: chosen.chartLabel, totalSays: chosen.summary };
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
      <SeriesView series={last.data} label={last.label} totalSays={last.totalSays} />
    </div>
  );
}

/**
 * Statistics (spec §2 navigation, §7 supplier/statistic, issue 26 item 5): the catalogue's figures
 * as tiles, then one figure per day as a chart, with the days and what is counted to choose, and a
 * table of the same numbers for those who cannot see the chart; below, the most viewed products
 * and the team's chats over the same days.
 */
export function StatisticsScreen({ company }: { company: OwnerCompany }) {
  const range = useStore($statisticRange);
  const figure = useStore($statisticFigure);
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
        Views of your storefront, product and company pages, counted without tracking anyone. Crawlers and your own team
        are left out.
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
          options={FIGURES.map(({ figure: value, label }) => ({ value, label }))}
          chosen={figure}
          onChoose={(value) => $statisticFigure.set(value)}
        />
      </div>
      <Series />
      <div className="ws-stat-panels">
        <TopProducts supplierName={company.name} />
        <ChatFigures />
      </div>
    </section>
  );
}

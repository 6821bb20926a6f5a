import { useStore } from '@nanostores/react';
import { $chatStatistic } from '#src/client/statistics.ts';
import { StatPending } from './stat-pending.tsx';
import { statNumber, waitInWords } from './statistics-format.ts';

/** Chats (GET chat-statistic): conversations buyers started, how many the team answered, and how fast. */
export function ChatFigures() {
  const answer = useStore($chatStatistic);
  const data = answer.data;
  let body;
  if (answer.error || !data) body = <StatPending failed={Boolean(answer.error)} />;
  else {
    const share = data.totalStarted ? Math.round((data.totalAnswered / data.totalStarted) * 100) : 0;
    body = (
      <dl className="ws-stat-tiles ws-chat-tiles" aria-busy={answer.loading}>
        <div className="ws-stat-tile">
          <dt>Chats started</dt>
          <dd>
            <span className="ws-stat-figure">{statNumber.format(data.totalStarted)}</span>
            <span className="ws-stat-hint">by buyers, in these days</span>
          </dd>
        </div>
        <div className="ws-stat-tile">
          <dt>Answered</dt>
          <dd>
            <span className="ws-stat-figure">{statNumber.format(data.totalAnswered)}</span>
            <span className="ws-stat-hint">{data.totalStarted ? `${share}% of them` : 'none to answer'}</span>
          </dd>
        </div>
        <div className="ws-stat-tile">
          <dt>Median first answer</dt>
          <dd>
            <span className="ws-stat-figure">
              {data.medianFirstAnswerMinutes === null ? '–' : waitInWords(data.medianFirstAnswerMinutes)}
            </span>
            <span className="ws-stat-hint">your team’s, from the buyer’s first message</span>
          </dd>
        </div>
      </dl>
    );
  }
  return (
    <section className="ws-stat-panel" aria-labelledby="ws-chat-figures-title">
      <h3 id="ws-chat-figures-title">Chats</h3>
      {body}
    </section>
  );
}

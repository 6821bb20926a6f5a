import { EventsSection } from './monitoring-events.tsx';
import { ScreenSection } from '#src/islands/kit/ScreenSection.tsx';
import { FollowersSection } from './monitoring-followers.tsx';
import type { OwnerCompany } from '#src/shared/owner-company.ts';
import './monitoring.css';

/**
 * Monitoring (spec §1 "monitor followers and visitors", §2 navigation, §7 supplier/user): who
 * follows the catalogue, and what signed-in buyers did on it. People who keep their profile hidden
 * are counted, never named (src/shared/monitoring.ts).
 */
export function MonitoringScreen({ company }: { company: OwnerCompany }) {
  return (
    <ScreenSection title="Monitoring" className="ws-monitoring">
      <p className="ws-intro">
        Your followers and what signed-in buyers do on your catalogue. People who chose to keep their profile hidden are
        counted but never named.
      </p>
      <div className="ws-monitor-panels">
        <FollowersSection supplierName={company.name} />
        <EventsSection supplierName={company.name} />
      </div>
    </ScreenSection>
  );
}

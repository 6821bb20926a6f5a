// Spec: the turnover pie is drawn in the browser only. chart.js is the page's largest script, so
// it loads only when someone looks at the chart: its section open and on screen.

function drawWhenSeen(figure: HTMLElement): void {
  const section = figure.closest('details');
  let onScreen = false;
  let started = false;
  const drawIfSeen = () => {
    if (started || !onScreen || (section && !section.open)) return;
    started = true;
    observer.disconnect();
    section?.removeEventListener('toggle', drawIfSeen);
    void import('./turnover-pie.ts').then(({ drawTurnoverPie }) => drawTurnoverPie(figure));
  };
  const observer = new IntersectionObserver((entries) => {
    onScreen = entries.some((entry) => entry.isIntersecting);
    drawIfSeen();
  });
  observer.observe(section ?? figure);
  section?.addEventListener('toggle', drawIfSeen);
}

document.querySelectorAll<HTMLElement>('[data-turnover-chart]').forEach(drawWhenSeen);

// "Listen to this page" (src/components/ListenToPage.astro): a click on a turn seeks the player to
// that turn's start and plays from there; the turn being spoken is highlighted (`aria-current`)
// as the audio plays and kept in view inside the transcript's own scrolling box (never by
// scrolling the page); the caption being spoken (the player's captions track) shows under the
// player; and once the episode has started, the player docks at the foot of the screen whenever
// its own place is scrolled out of view, so it can be paused from anywhere on the page. Without
// this script the times are links that open the audio at that point.
//
// Following: the box follows the spoken turn until the reader scrolls it (wheel, touch or a key),
// and again once the reader brings the spoken turn back into view or clicks a turn. Scrolling is
// instant when the reader asks for reduced motion.
const audio = document.getElementById('episode-audio') as HTMLAudioElement | null;
const transcript = document.getElementById('episode-transcript') as HTMLDetailsElement | null;
const box = document.getElementById('episode-turns');
const section = document.querySelector<HTMLElement>('.listen-page');
const dock = document.getElementById('episode-dock');
const caption = document.getElementById('episode-caption');
const turns = [...document.querySelectorAll<HTMLElement>('.listen-turn[data-start]')];
const starts = turns.map((t) => Number(t.dataset.start));
const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
let current: HTMLElement | undefined;
let following = true;
let started = false;
let inView = true;

/** The turn spoken at `time`: the last one that starts at or before it. */
function turnAt(time: number): HTMLElement | undefined {
  let found: HTMLElement | undefined;
  for (let i = 0; i < turns.length && starts[i] <= time + 0.05; i++) found = turns[i];
  return found;
}

/** True when all of `turn` (or as much of it as the box can show) is inside the box. */
function shown(turn: HTMLElement): boolean {
  if (!box) return true;
  const b = box.getBoundingClientRect();
  const t = turn.getBoundingClientRect();
  return t.top >= b.top - 1 && (t.bottom <= b.bottom + 1 || t.top <= b.top + 1);
}

/** Scrolls the box, and only the box, so `turn` is in view a little below its top. */
function follow(turn: HTMLElement | undefined) {
  if (!turn || !box || !following || !transcript?.open || shown(turn)) return;
  const b = box.getBoundingClientRect();
  const top = box.scrollTop + turn.getBoundingClientRect().top - b.top - b.height / 4;
  box.scrollTo({ top: Math.max(0, top), behavior: reduced.matches ? 'auto' : 'smooth' });
}

function highlight(turn: HTMLElement | undefined) {
  if (turn !== current) {
    current?.removeAttribute('aria-current');
    current = turn;
    current?.setAttribute('aria-current', 'true');
  }
  follow(current);
}

/** The caption of the player's captions track being spoken at `time`, as plain text. */
function captionAt(time: number): string {
  const track = audio?.textTracks[0];
  if (!track?.cues) return '';
  for (const cue of track.cues)
    if (cue.startTime <= time && time < cue.endTime)
      return (cue as VTTCue).getCueAsHTML().textContent?.replace(/\s+/g, ' ').trim() ?? '';
  return '';
}

function showCaption() {
  if (!audio || !caption) return;
  const text = started ? captionAt(audio.currentTime) : '';
  caption.textContent = text;
  caption.hidden = text === '';
}

/** Docks the player at the foot of the screen while the episode has started and its place is out of view. */
function place() {
  if (!section || !dock) return;
  const docked = started && !inView;
  // The place keeps the player's height, so nothing on the page moves when it docks.
  if (docked) dock.style.minHeight = `${dock.getBoundingClientRect().height}px`;
  else dock.style.minHeight = '';
  section.classList.toggle('is-docked', docked);
}

if (audio) {
  const track = audio.textTracks[0];
  // Hidden: the cues are read here and shown under the player, not drawn by the browser.
  if (track) {
    track.mode = 'hidden';
    track.addEventListener('cuechange', showCaption);
  }
  for (const turn of turns) {
    turn.addEventListener('click', (e) => {
      const me = e as MouseEvent;
      if (me.ctrlKey || me.metaKey || me.shiftKey || me.button !== 0) return;
      if (window.getSelection()?.toString()) return; // selecting text is not a seek
      e.preventDefault();
      following = true;
      audio.currentTime = Number(turn.dataset.start);
      highlight(turn);
      void audio.play().catch(() => undefined);
    });
  }
  audio.addEventListener('timeupdate', () => {
    highlight(turnAt(audio.currentTime));
    showCaption();
  });
  audio.addEventListener('play', () => {
    started = true;
    if (transcript && !transcript.open) transcript.open = true;
    highlight(turnAt(audio.currentTime));
    showCaption();
    place();
  });
  audio.addEventListener('ended', () => {
    started = false;
    showCaption();
    place();
  });
  if (box) {
    const away = () => {
      following = false;
    };
    box.addEventListener('wheel', away, { passive: true });
    box.addEventListener('touchstart', away, { passive: true });
    box.addEventListener('keydown', (e) => {
      if (/^(Arrow(Up|Down)|Page(Up|Down)|Home|End| )$/.test(e.key)) away();
    });
    box.addEventListener('scroll', () => {
      if (!following && current && shown(current)) following = true;
    });
  }
  if (dock && 'IntersectionObserver' in window)
    new IntersectionObserver((entries) => {
      inView = entries.at(-1)?.isIntersecting ?? true;
      place();
    }).observe(dock);
}

export {}; // a module: its names stay its own beside the other scripts

// "Listen to this page" (src/components/ListenToPage.astro): a click on a turn seeks the player to
// that turn's start and plays from there; the turn being spoken is highlighted (`aria-current`)
// as the audio plays. Without this script the times are links that open the audio at that point.
const audio = document.getElementById('episode-audio') as HTMLAudioElement | null;
const transcript = document.getElementById('episode-transcript') as HTMLDetailsElement | null;
const turns = [...document.querySelectorAll<HTMLElement>('.listen-turn[data-start]')];
const starts = turns.map((t) => Number(t.dataset.start));
let current: HTMLElement | undefined;

/** The turn spoken at `time`: the last one that starts at or before it. */
function turnAt(time: number): HTMLElement | undefined {
  let found: HTMLElement | undefined;
  for (let i = 0; i < turns.length && starts[i] <= time + 0.05; i++) found = turns[i];
  return found;
}

function highlight(turn: HTMLElement | undefined) {
  if (turn === current) return;
  current?.removeAttribute('aria-current');
  current = turn;
  current?.setAttribute('aria-current', 'true');
}

if (audio) {
  for (const turn of turns) {
    turn.addEventListener('click', (e) => {
      const me = e as MouseEvent;
      if (me.ctrlKey || me.metaKey || me.shiftKey || me.button !== 0) return;
      if (window.getSelection()?.toString()) return; // selecting text is not a seek
      e.preventDefault();
      audio.currentTime = Number(turn.dataset.start);
      highlight(turn);
      void audio.play().catch(() => undefined);
    });
  }
  audio.addEventListener('timeupdate', () => highlight(turnAt(audio.currentTime)));
  audio.addEventListener('play', () => {
    if (transcript) transcript.open = true;
  });
}

export {}; // a module: its names stay its own beside the other scripts

// Transcript pages with audio: a chapter's time seeks the episode player and plays from there,
// instead of opening the audio file on its own (what the link does without script).
const audio = document.getElementById('episode-audio') as HTMLAudioElement | null;
for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-seek]')) {
  link.addEventListener('click', (e) => {
    if (!audio || e.ctrlKey || e.metaKey || e.shiftKey) return;
    e.preventDefault();
    audio.currentTime = Number(link.dataset.seek);
    void audio.play().catch(() => undefined);
    audio.focus();
  });
}

// The letters down the right edge: a tap, or a finger sliding over them, scrolls to that group.
export function IndexBar({ letters, idPrefix }: { letters: string[]; idPrefix: string }) {
  const go = (letter: string) => document.getElementById(idPrefix + letter)?.scrollIntoView();

  function slide(e: TouchEvent) {
    const t = e.touches[0];
    const el = document.elementFromPoint(t.clientX, t.clientY) as HTMLElement | null;
    const letter = el?.dataset.letter;
    if (letter) go(letter);
  }

  return (
    <nav class="signed-area__index" aria-label="按首字母跳转" onTouchMove={slide}>
      {letters.map((l) => (
        <button key={l} type="button" data-letter={l} aria-label={`跳到 ${l}`} onClick={() => go(l)}>
          {l}
        </button>
      ))}
    </nav>
  );
}

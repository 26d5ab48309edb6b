// One titled block of the gallery.
import type { ComponentChildren } from 'preact';

export function Section({ title, children }: { title: string; children: ComponentChildren }) {
  return (
    <section class="gallery__section">
      <h2 class="gallery__title">{title}</h2>
      {children}
    </section>
  );
}

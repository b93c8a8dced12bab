import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';

/** What a screen reader hears while an element is dragged: dnd-kit's defaults are in English. */
export function dragAnnouncements(positionOf: (id: string | number) => number): Announcements {
  return {
    onDragStart: ({ active }) => `Élément ${positionOf(active.id)} saisi.`,
    onDragOver: ({ active, over }) =>
      over ? `Élément ${positionOf(active.id)} au-dessus de la position ${positionOf(over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `Élément ${positionOf(active.id)} déposé à la position ${positionOf(over.id)}.`
        : `Élément ${positionOf(active.id)} déposé.`,
    onDragCancel: ({ active }) => `Déplacement de l’élément ${positionOf(active.id)} annulé.`,
  };
}

export const dragInstructions: ScreenReaderInstructions = {
  draggable:
    'Pour saisir un élément, appuyez sur Espace ou Entrée. Déplacez-le avec les flèches, déposez-le avec Espace ou Entrée, annulez avec Échap.',
};

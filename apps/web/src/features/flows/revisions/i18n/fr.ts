/** A block's saved versions: the list, a preview, and the confirmation before a restore. */
export default {
  title: 'Historique des versions',
  empty: 'Aucune version enregistrée',
  version: 'Version',
  savedAt: 'Enregistrée le',
  elements: 'Éléments',
  number: 'n° {revision}',
  preview: 'Aperçu',
  restore: 'Restaurer',
  restored: 'Révision restaurée',
  previewTitle: 'Version n° {revision}',
  emptyFlow: 'Flux vide',
  /** An element of a version: its type and its summary. */
  element: '{label} : {summary}',
  confirm: {
    title: 'Restaurer la version n° {revision} ?',
    submit: 'Restaurer cette version',
    identical: 'Cette version est identique au flux actuel : la restaurer ne changera rien.',
    /** before, after: elementCount's texts, shown in bold. */
    replaced: 'Le flux « {name} » sera remplacé : il passera de {before} à {after}.',
    elementCount: '{count, plural, one {# élément} other {# éléments}}',
    reorderedOnly: 'Seul l’ordre des éléments change.',
    removed: 'Retirés du flux actuel',
    added: 'Remis depuis cette version',
    /** names: the blocks, each written by `quoted`, joined by commas. */
    linksRemoved: 'Ne mènera plus à : {names}',
    linksAdded: 'Mènera de nouveau à : {names}',
    quoted: '« {name} »',
    kept: 'Le flux actuel reste dans l’historique : vous pourrez y revenir.',
    more: 'et {count} autre(s)',
    /** A message element: its type and its first words. */
    message: '{label} : « {message} »',
  },
} as const;

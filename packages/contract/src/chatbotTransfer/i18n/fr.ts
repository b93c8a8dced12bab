/**
 * The French texts of a chatbot's export, import and starter templates (chatbotTransfer), server and
 * screen alike, the source. Do not re-word a French text: the tests and the e2e quote them.
 */
export default {
  fileMissing: 'Choisissez un fichier à importer.',
  notJson: 'Ce fichier n’est pas un fichier JSON lisible.',
  notAChatbotFile:
    'Ce fichier n’est ni un export de chatbot Griot ni un export Typebot : rien n’a été importé.',
  newerVersion:
    'Ce fichier vient d’une version plus récente de Griot : mettez Griot à jour pour l’importer. Rien n’a été importé.',
  tooLarge: 'Le fichier dépasse 20 Mo : rien n’a été importé.',
  tooManyBlocks: 'Le fichier compte plus de 1 000 blocs : rien n’a été importé.',
  brokenLink: 'Le bloc « {block} » mène à un bloc absent du fichier (« {target} ») : rien n’a été importé.',
  invalidBlock: 'Le bloc « {block} » n’est pas valide ({problem}) : rien n’a été importé.',
  imported: 'Chatbot importé',
  createdFromTemplate: 'Chatbot créé à partir du modèle',
  templateNotFound: 'Modèle introuvable',
  // H-transfer: the import's own refusals and warnings.
  mainBlocks:
    'Le fichier doit compter exactement un bloc d’accueil et un bloc par défaut : rien n’a été importé.',
  duplicateBlock: 'Deux blocs du fichier portent l’identifiant « {block} » : rien n’a été importé.',
  invalidVariables: 'Les variables du fichier ne sont pas valides ({problem}) : rien n’a été importé.',
  mediaNotCopied:
    'Le média « {name} » n’a pas pu être copié : l’élément qui l’utilise reste à compléter (brouillon).',
  avatarNotCopied: 'La photo du chatbot n’a pas pu être copiée : l’image par défaut la remplace.',
  knowledgeNotCopied: 'La base de connaissances n’est pas dans le fichier : ajoutez à nouveau {names}.',
  typebotLeftOut: 'Le bloc « {block} » de Typebot (groupe « {group} ») n’a pas d’équivalent : ignoré.',
  typebotChoicesCut:
    'Le choix du groupe « {group} » de Typebot comptait {count} options : seules les {kept} premières sont reprises.',
  typebotEmpty: 'Ce fichier Typebot ne contient aucun groupe : rien n’a été importé.',
  importLimit:
    'Trop d’imports en peu de temps : réessayez dans {minutes, plural, one {# minute} other {# minutes}}.',
} as const;

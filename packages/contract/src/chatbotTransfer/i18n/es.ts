import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  fileMissing: 'Elija un archivo para importar.',
  notJson: 'Este archivo no es un archivo JSON legible.',
  notAChatbotFile:
    'Este archivo no es ni una exportación de chatbot de Griot ni una exportación de Typebot: no se importó nada.',
  newerVersion:
    'Este archivo viene de una versión más reciente de Griot: actualice Griot para importarlo. No se importó nada.',
  tooLarge: 'El archivo supera los 20 MB: no se importó nada.',
  tooManyBlocks: 'El archivo tiene más de 1000 bloques: no se importó nada.',
  brokenLink:
    'El bloque «{block}» lleva a un bloque que falta en el archivo («{target}»): no se importó nada.',
  invalidBlock: 'El bloque «{block}» no es válido ({problem}): no se importó nada.',
  imported: 'Chatbot importado',
  createdFromTemplate: 'Chatbot creado a partir de la plantilla',
  templateNotFound: 'Plantilla no encontrada',
  // H-transfer: the import's own refusals and warnings.
  mainBlocks:
    'El archivo debe tener exactamente un bloque de bienvenida y un bloque por defecto: no se importó nada.',
  duplicateBlock: 'Dos bloques del archivo tienen el identificador «{block}»: no se importó nada.',
  invalidVariables: 'Las variables del archivo no son válidas ({problem}): no se importó nada.',
  mediaNotCopied:
    'No se pudo copiar el archivo multimedia «{name}»: el elemento que lo usa queda por completar (borrador).',
  avatarNotCopied: 'No se pudo copiar la foto del chatbot: la imagen por defecto la reemplaza.',
  knowledgeNotCopied: 'La base de conocimiento no está en el archivo: vuelve a añadir {names}.',
  typebotLeftOut: 'El bloque «{block}» de Typebot (grupo «{group}») no tiene equivalente: se omitió.',
  typebotChoicesCut:
    'La opción del grupo «{group}» de Typebot tenía {count} opciones: solo se conservan las {kept} primeras.',
  typebotEmpty: 'Este archivo de Typebot no tiene ningún grupo: no se importó nada.',
  importLimit:
    'Demasiadas importaciones en poco tiempo: vuelve a intentarlo en {minutes, plural, one {# minuto} other {# minutos}}.',
} satisfies Translation<typeof fr>;

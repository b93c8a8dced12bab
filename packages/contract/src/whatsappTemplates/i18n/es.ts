import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  accountNotFound: 'Cuenta de WhatsApp no encontrada',
  templateNotFound: 'Plantilla de mensaje no encontrada',
  noWaba:
    'Esta cuenta de WhatsApp no tiene identificador de cuenta de WhatsApp Business (WABA): no se pueden gestionar sus plantillas',
  name: {
    required: 'El nombre de la plantilla es obligatorio',
    tooLong: 'El nombre de la plantilla no puede superar los 512 caracteres',
    upperCase: 'El nombre de la plantilla debe ir en minúsculas (Meta rechaza las mayúsculas)',
    spaces: 'El nombre de la plantilla no puede tener espacios: usa el guion bajo “_”',
    invalid: 'El nombre de la plantilla solo puede tener letras minúsculas sin tilde, números y “_”',
  },
  languageInvalid: 'Idioma no admitido por Meta',
  categoryInvalid: 'Categoría desconocida: Marketing, Utilidad o Autenticación',
  header: {
    textRequired: 'El texto del encabezado es obligatorio',
    textTooLong: 'El encabezado no puede superar los 60 caracteres',
    tooManyVariables: 'El encabezado solo puede tener una variable',
    mediaRequired: 'Elige el archivo de ejemplo del encabezado (imagen, video o documento)',
    mediaUnreadable: 'No se encuentra el archivo de ejemplo del encabezado: súbelo de nuevo',
  },
  body: {
    required: 'El cuerpo del mensaje es obligatorio',
    tooLong: 'El cuerpo del mensaje no puede superar los 1024 caracteres',
    noExamples: 'El cuerpo tiene variables pero ningún ejemplo: Meta rechaza un cuerpo sin sus ejemplos',
  },
  variable: {
    noExample: "La variable '{{'{name}'}}' no tiene ejemplo",
    exampleTooLong: "El ejemplo de la variable '{{'{name}'}}' es demasiado largo",
    notContiguous: "Las variables numeradas deben seguirse desde '{{'1'}}': falta '{{'{name}'}}'",
    mixedFormats: 'Usa variables con nombre o numeradas, no ambas',
    badName:
      "La variable '{{'{name}'}}' no es válida: letras minúsculas, números y “_”, empezando por una letra",
    atEdge: 'El cuerpo no puede empezar ni terminar con una variable (Meta lo rechaza)',
  },
  footer: {
    tooLong: 'El pie de página no puede superar los 60 caracteres',
    noVariable: 'El pie de página no puede tener variables',
  },
  button: {
    tooMany: 'Una plantilla no puede tener más de 10 botones',
    textRequired: 'El texto del botón {button} es obligatorio',
    textTooLong: 'El texto del botón {button} no puede superar los 25 caracteres',
    urlInvalid: 'La dirección del botón {button} debe empezar por https:// o http://',
    urlVariable: "La dirección del botón {button} solo puede tener una variable, al final ('{{'1'}}')",
    urlExample: 'Da un ejemplo de dirección completa para la variable del botón {button}',
    phoneInvalid:
      'El número del botón {button} no es un número de teléfono válido (formato internacional, p. ej. +221 77 123 45 67)',
    copyCodeExample: 'El código de ejemplo del botón {button} es obligatorio (15 caracteres como máximo)',
    copyCodeMarketing: 'El botón “Copiar código” es solo para plantillas de Marketing',
    tooManyOfKind:
      'Demasiados botones de este tipo: como máximo 1 número de teléfono, 2 direcciones y 1 “Copiar código”',
    otpOnlyAuth: 'El botón de código de un solo uso es solo para plantillas de Autenticación',
  },
  authentication: {
    otpRequired: 'Una plantilla de Autenticación necesita exactamente un botón de código de un solo uso',
    noHeader: 'Una plantilla de Autenticación no tiene encabezado ni otros botones: Meta fija su texto',
    expiration: 'La validez del código va de 1 a 90 minutos',
  },
  edit: {
    notEditable:
      'Solo se puede editar una plantilla aprobada, rechazada o en pausa (estado actual: {status})',
    categoryLocked: 'La categoría de una plantilla aprobada ya no puede cambiar',
    oncePerDay:
      'Una plantilla aprobada solo se puede editar una vez cada 24 horas: inténtalo después del {date}',
    tenPerMonth: 'Una plantilla aprobada solo se puede editar 10 veces cada 30 días',
  },
  removed: 'Plantilla “{name}” eliminada de Meta, en todos sus idiomas',
  removeConfirm:
    'Meta elimina la plantilla “{name}” en todos sus idiomas, no solo en {language}. No podrás reutilizar el nombre durante 30 días.',
  created: 'Plantilla enviada a Meta: está pendiente de revisión',
  updated: 'Plantilla editada y enviada de nuevo a Meta',
  duplicate: 'Ya existe una plantilla “{name}” en este idioma',
  metaUnavailable: 'Meta no responde en este momento: se muestra la última lista conocida',
  metaRefused: 'Meta rechazó la plantilla: {detail}',
  metaErrors: {
    duplicate: 'Ya existe una plantilla con este nombre en este idioma en Meta',
    nameBeingDeleted:
      'Este nombre pertenece a una plantilla eliminada hace poco: Meta no permite reutilizarlo durante 30 días',
    tooMany: 'Esta cuenta de WhatsApp alcanzó el número máximo de plantillas que permite Meta',
    editLimit: 'Meta limita las ediciones de una plantilla aprobada: una al día, diez al mes',
    invalidParameter: 'Meta considera la plantilla no válida: {detail}',
    rateLimited: 'Demasiadas solicitudes enviadas a Meta: inténtalo de nuevo en unos minutos',
    token: 'El acceso de Griot a esta cuenta de WhatsApp caducó: vuelve a conectar la cuenta',
  },
  rejectedReasons: {
    INVALID_FORMAT: 'Formato no válido: variables mal colocadas, ejemplos que faltan o formato rechazado',
    ABUSIVE_CONTENT: 'Contenido considerado abusivo o contrario a las políticas de WhatsApp',
    INCORRECT_CATEGORY: 'Categoría incorrecta: el contenido no corresponde a la categoría elegida',
    TAG_CONTENT_MISMATCH: 'El contenido no corresponde a la categoría elegida',
    SCAM: 'Contenido considerado fraudulento (estafa)',
    PROMOTIONAL: 'Contenido promocional en una plantilla que no es de Marketing',
    NONE: 'Rechazada por Meta sin motivo indicado',
    OTHER: 'Rechazada por Meta por otro motivo',
    unknown: 'Rechazada por Meta (motivo: {reason})',
  },
  statuses: {
    PENDING: 'Pendiente',
    APPROVED: 'Aprobada',
    REJECTED: 'Rechazada',
    PAUSED: 'En pausa',
    DISABLED: 'Desactivada',
    IN_APPEAL: 'En apelación',
    PENDING_DELETION: 'Eliminándose',
    DELETED: 'Eliminada',
    LIMIT_EXCEEDED: 'Límite superado',
    ARCHIVED: 'Archivada',
  },
  pausedReason: 'Pausada por Meta por comentarios negativos de tus clientes',
  disabledReason: 'Desactivada por Meta tras pausas repetidas por baja calidad',
} satisfies Translation<typeof fr>;

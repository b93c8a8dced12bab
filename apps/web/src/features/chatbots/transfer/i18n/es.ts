import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  export: {
    menuItem: 'Exportar',
    failed: 'No se pudo exportar el chatbot. Vuelve a intentarlo.',
  },
  import: {
    button: 'Importar un chatbot',
    title: 'Importar un chatbot',
    intro:
      'Un archivo exportado de Griot (.json) o una exportación de Typebot: el chatbot se crea en este espacio de trabajo, inactivo, sin sus accesos a los canales.',
    dropZone: 'Suelta el archivo aquí o elígelo',
    fileLabel: 'Archivo del chatbot',
    filePlaceholder: 'griot-mi-chatbot.json',
    fileHint: 'JSON, 20 MB como máximo',
    fileTooLarge: 'El archivo supera los 20 MB: elige uno más ligero.',
    nameLabel: 'Nombre del nuevo chatbot (opcional)',
    namePlaceholder: 'El nombre del archivo por defecto',
    submit: 'Importar',
    cancel: 'Cancelar',
    uploading: 'Enviando el archivo… {percent} %',
    checking: 'Comprobando el archivo y creando el chatbot…',
    failed: 'La importación falló. Vuelve a intentarlo.',
    unreachable: 'No se puede conectar con el servidor. Comprueba tu conexión y vuelve a intentarlo.',
    done: 'Chatbot importado',
    doneIntro: 'Se creó el chatbot «{name}». Queda inactivo hasta que lo conectes.',
    warningsTitle: '{count, plural, one {Un punto que revisar} other {# puntos que revisar}}',
    open: 'Abrir el chatbot',
    close: 'Cerrar',
    another: 'Importar otro archivo',
  },
} satisfies Translation<typeof fr>;

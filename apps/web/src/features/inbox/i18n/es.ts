import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  page: {
    settings: 'Configuración de la bandeja de entrada',
    reports: 'Tiempos de respuesta',
    shortcuts: 'Atajos de teclado',
    more: 'Más opciones',
    choose: {
      title: 'Elige una conversación',
      text: 'Abre una conversación de la lista para leer sus mensajes y responder. Pulsa ? para ver los atajos de teclado.',
    },
  },
  views: {
    label: 'Vistas de la bandeja de entrada',
    total: '{count, plural, one {# conversación} other {# conversaciones}}',
    unread: '{count, plural, one {# sin leer} other {# sin leer}}',
  },
  search: {
    placeholder: 'Busca un nombre, un número o un mensaje',
    label: 'Buscar una conversación',
    clear: 'Borrar la búsqueda',
  },
  filters: {
    button: 'Filtros',
    buttonActive: '{count, plural, one {Filtros (# activo)} other {Filtros (# activos)}}',
    title: 'Filtrar las conversaciones',
    chatbot: 'Chatbot',
    channel: 'Canal',
    label: 'Etiqueta',
    status: 'Estado',
    assignee: 'Asignada a',
    anyChatbot: 'Todos los chatbots',
    anyChannel: 'Todos los canales',
    anyLabel: 'Todas las etiquetas',
    anyStatus: 'Todos los estados',
    anyAssignee: 'Todo el mundo',
    unassigned: 'Sin asignar',
    me: '{name} (tú)',
    clear: 'Borrar los filtros',
    active: 'Filtros activos',
    chip: '{name}: {value}',
    remove: 'Quitar el filtro {name}: {value}',
    unknown: 'Desconocido',
  },
  list: {
    label: 'Conversaciones',
    loading: 'Cargando las conversaciones',
    loadingMore: 'Cargando más conversaciones',
    failed: 'No se pudieron cargar las conversaciones',
    empty: {
      mine: {
        title: 'Ninguna conversación asignada a ti',
        text: 'Aquí aparecerán las conversaciones que tienes asignadas y que aún no están resueltas.',
      },
      unassigned: {
        title: 'Ninguna conversación sin asignar',
        text: 'Cada cliente que espera a una persona tiene a alguien que le responda.',
      },
      all: {
        title: 'Ninguna conversación',
        text: 'Aquí aparecerán las conversaciones de los chatbots de este espacio de trabajo.',
      },
      resolved: {
        title: 'Ninguna conversación resuelta',
        text: 'Aquí aparecerán las conversaciones resueltas, devueltas al chatbot.',
      },
      filtered: {
        title: 'Ninguna conversación coincide',
        text: 'Prueba con otras palabras o borra los filtros.',
      },
    },
  },
  row: {
    unread: '{count, plural, one {# mensaje sin leer} other {# mensajes sin leer}}',
    waitingMinutes: 'espera desde hace {minutes} min',
    waitingHours: 'espera desde hace {hours} h',
    waitingDays: 'espera desde hace {days} d',
    waitingTitle: 'El cliente espera una respuesta desde el {date}',
    assignedTo: 'Asignada a {name}',
    unassigned: 'Sin asignar',
    snoozedUntil: 'Pospuesta hasta el {date}',
    moreLabels: '{count, plural, one {+# etiqueta} other {+# etiquetas}}',
    labels: 'Etiquetas',
  },
  live: {
    assigned: 'Nueva conversación asignada: {name}',
    open: 'Abrir la conversación',
  },
  shortcuts: {
    title: 'Atajos de teclado',
    list: 'En la lista',
    conversation: 'En una conversación',
    anywhere: 'En cualquier lugar',
    next: 'Conversación siguiente',
    previous: 'Conversación anterior',
    move: 'Moverse por la lista',
    open: 'Abrir la conversación elegida',
    resolve: 'Resolver la conversación',
    assignToMe: 'Asignármela',
    send: 'Enviar la respuesta',
    newLine: 'Salto de línea',
    canned: 'Insertar una respuesta rápida',
    help: 'Mostrar esta ayuda',
    keys: { enter: 'Intro', shift: 'Mayús' },
    notInField: 'Estos atajos no se aplican mientras escribes un texto.',
  },
  availability: {
    button: 'Disponibilidad: {state}',
    tooltip:
      'Los miembros disponibles reciben automáticamente las nuevas conversaciones cuando la asignación automática está activada en la configuración de la bandeja de entrada.',
    choose: 'Tu disponibilidad',
    saved: 'Disponibilidad guardada: {state}',
    failed: 'No se pudo cambiar tu disponibilidad',
  },
  sidebar: {
    waiting:
      '{count, plural, one {# conversación espera a una persona} other {# conversaciones esperan a una persona}}',
  },
  home: {
    title: 'Bandeja de entrada',
    text: 'Todas las conversaciones del espacio de trabajo, asignadas y seguidas en equipo.',
    waiting:
      '{count, plural, =0 {Ningún cliente espera a una persona} one {# cliente espera a una persona} other {# clientes esperan a una persona}}',
    mine: '{count, plural, =0 {Ninguna conversación asignada a ti} one {# conversación asignada a ti} other {# conversaciones asignadas a ti}}',
    open: 'Abrir la bandeja de entrada',
  },
} satisfies Translation<typeof fr>;

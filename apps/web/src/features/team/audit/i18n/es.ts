import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  heading: 'Registro de auditoría',
  intro: 'Quién hizo qué en este espacio en los últimos 12 meses.',
  filters: {
    label: 'Filtros del registro',
    member: 'Miembro',
    everyMember: 'Todos los miembros',
    type: 'Tipo de evento',
    everyType: 'Todos los eventos',
    reset: 'Borrar los filtros',
  },
  groups: {
    flows: 'Flujos',
    broadcasts: 'Difusiones',
    templates: 'Plantillas de mensajes',
    numbers: 'Números de teléfono',
    team: 'Equipo',
    data: 'Datos',
  },
  types: {
    'flow.published': 'Flujo publicado',
    'flow.restored': 'Versión restaurada',
    'broadcast.started': 'Difusión iniciada',
    'broadcast.paused': 'Difusión en pausa',
    'broadcast.resumed': 'Difusión reanudada',
    'broadcast.cancelled': 'Difusión cancelada',
    'broadcast.planned': 'Difusión programada',
    'broadcast.recurring_created': 'Difusión recurrente creada',
    'broadcast.plan_edited': 'Difusión programada modificada',
    'broadcast.plan_cancelled': 'Difusión programada cancelada',
    'template.created': 'Plantilla creada y enviada a Meta',
    'template.edited': 'Plantilla modificada y enviada a Meta',
    'template.deleted': 'Plantilla eliminada',
    'number.linked': 'Número añadido o asociado',
    'number.removed': 'Número eliminado o desasociado',
    'chatbot.deleted': 'Chatbot eliminado',
    'member.invited': 'Miembro invitado',
    'member.joined': 'Miembro incorporado',
    'member.role_changed': 'Rol cambiado',
    'member.removed': 'Miembro retirado',
    'member.left': 'Miembro que se fue',
    'invitation.revoked': 'Invitación cancelada',
    'ownership.transferred': 'Propiedad transferida',
    'workspace.renamed': 'Espacio renombrado',
    'data.exported': 'Datos exportados',
    'data.deleted': 'Datos eliminados',
  },
  sentences: {
    'flow.published': '{actor} publicó el flujo «{subject}» de {chatbot}',
    'flow.restored': '{actor} restauró la versión {revision} del flujo «{subject}» de {chatbot}',
    'broadcast.started':
      '{actor} inició la difusión «{subject}» de {chatbot} ({recipients, plural, one {# destinatario} other {# destinatarios}})',
    'broadcast.paused': '{actor} pausó la difusión «{subject}» de {chatbot}',
    'broadcast.resumed': '{actor} reanudó la difusión «{subject}» de {chatbot}',
    'broadcast.cancelled': '{actor} canceló la difusión «{subject}» de {chatbot}',
    'broadcast.planned': '{actor} programó la difusión «{subject}» de {chatbot} para el {when}',
    'broadcast.recurring_created':
      '{actor} creó la difusión recurrente «{subject}» de {chatbot} ({frequency, select, daily {todos los días} other {cada semana}} a las {time})',
    'broadcast.plan_edited': '{actor} modificó la difusión programada «{subject}» de {chatbot}',
    'broadcast.plan_cancelled': '{actor} canceló la difusión programada «{subject}» de {chatbot}',
    'template.created':
      '{actor} creó la plantilla «{subject}» ({language}) del número {account} y la envió a Meta para su revisión',
    'template.edited':
      '{actor} modificó la plantilla «{subject}» ({language}) del número {account} y la volvió a enviar a Meta',
    'template.deleted': '{actor} eliminó la plantilla «{subject}» del número {account}, en todos sus idiomas',
    'number.linked':
      '{action, select, associated {{actor} asoció el número {subject} al chatbot {chatbot}} connected {{actor} conectó el bot de Telegram {subject} al chatbot {chatbot}} other {{actor} añadió el número {subject}}}',
    'number.removed':
      '{action, select, dissociated {{actor} desasoció el número {subject} del chatbot {chatbot}} other {{actor} eliminó el número {subject}}}',
    'chatbot.deleted': '{actor} eliminó el chatbot {subject}',
    'member.invited':
      '{actor} invitó a {subject} como {role, select, admin {administrador} editor {editor} agent {agente} other {propietario}}',
    'member.joined':
      '{actor} se unió al espacio como {role, select, admin {administrador} editor {editor} agent {agente} other {propietario}}',
    'member.role_changed':
      '{actor} cambió el rol de {subject}: {from, select, owner {propietario} admin {administrador} editor {editor} other {agente}} → {to, select, owner {propietario} admin {administrador} editor {editor} other {agente}}',
    'member.removed': '{actor} retiró a {subject} del espacio',
    'member.left': '{actor} dejó el espacio',
    'invitation.revoked': '{actor} canceló la invitación de {subject}',
    'ownership.transferred': '{actor} transfirió la propiedad del espacio a {subject}',
    'workspace.renamed': '{actor} renombró el espacio «{from}» como «{subject}»',
    'data.exported': '{actor} exportó los datos de la cuenta',
    'data.deleted': '{actor} eliminó los datos de {subject}',
  },
  system: 'Griot',
  deletedAccount: 'cuenta eliminada',
  exactDate: 'El {date}',
  loadMore: 'Cargar más',
  states: {
    loading: 'Cargando el registro…',
    emptyTitle: 'Ningún evento para estos filtros',
    emptyText: 'Las publicaciones, difusiones, plantillas, números y cambios del equipo aparecerán aquí.',
    errorTitle: 'No se pudo cargar el registro',
  },
} satisfies Translation<typeof fr>;

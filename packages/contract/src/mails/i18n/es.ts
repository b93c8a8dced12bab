import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  greeting: 'Hola, {firstname}:',
  signature: 'El equipo de Griot',
  whenAndWhere: 'El {when} (UTC), desde {device} (dirección {ip}).',
  passwordChanged: {
    subject: 'Tu contraseña de Griot ha cambiado',
    changed: 'La contraseña de tu cuenta de Griot se acaba de cambiar.',
    othersSignedOut: 'Se cerraron tus otras sesiones.',
    notYou:
      'Si no hiciste este cambio, restablece tu contraseña desde la página de inicio de sesión («¿Olvidaste tu contraseña?») y contáctanos.',
  },
  newLogin: {
    subject: 'Nuevo inicio de sesión en tu cuenta de Griot',
    opened: 'Se acaba de abrir tu cuenta de Griot en un dispositivo que no conocíamos.',
    ifYou:
      'Si fuiste tú, no tienes que hacer nada. Si no, cambia tu contraseña y cierra esa sesión desde Configuración de la cuenta › Seguridad.',
  },
  emailChanged: {
    subject: 'El correo de tu cuenta de Griot ha cambiado',
    nowUses:
      'Tu cuenta de Griot usa ahora la dirección {newEmail}: es la que recibirá nuestros mensajes y la que usarás para iniciar sesión.',
    notYou: 'Si no hiciste este cambio, responde a este mensaje cuanto antes.',
  },
  accountDeleted: {
    subject: 'Tu cuenta de Griot se ha eliminado',
    deleted:
      'Tu cuenta de Griot se ha eliminado a petición tuya, junto con tus chatbots, sus conversaciones y tus archivos.',
    tokensForgotten:
      'Los tokens de tus canales (WhatsApp, Telegram, Messenger) se han olvidado; también puedes revocarlos en cada plataforma.',
    thanks: 'Gracias por usar Griot. Puedes crear una cuenta nueva cuando quieras.',
  },
  passwordReset: {
    subject: 'Restablece tu contraseña de Griot',
    asked: 'Pediste restablecer la contraseña de tu cuenta de Griot.',
    linkValidity: 'Este enlace es válido durante una hora y solo funciona una vez:',
    button: 'Elegir una contraseña nueva',
    linkFallback: 'Si el botón no funciona, copia este enlace:',
    notYou: 'Si no lo pediste tú, ignora este mensaje: tu contraseña no cambia.',
  },
  digest: {
    subject: 'Griot: {summary}',
    subjectBoth: 'Griot: {waiting}, {failed}',
    subjectWaiting:
      '{count, plural, one {# conversación espera a un agente} other {# conversaciones esperan a un agente}}',
    subjectFailed: '{count, plural, one {# mensaje no enviado} other {# mensajes no enviados}}',
    waitingLine:
      '{chatbotName}: {count, plural, one {# conversación espera} other {# conversaciones esperan}} una respuesta ({names}). {link}',
    failedLine:
      '{chatbotName}: {count, plural, one {# respuesta no salió} other {# respuestas no salieron}}. Abre la conversación para leer el motivo y «Reintentar». {link}',
    visitor: 'Visitante',
    footer:
      'Recibes este resumen como máximo cada 15 minutos. Para desactivarlo: Configuración de la cuenta › Notificaciones.',
    chatbotInWorkspace: '{chatbotName} (espacio de trabajo «{workspace}»)',
    subjectAssigned:
      '{count, plural, one {# conversación asignada a ti} other {# conversaciones asignadas a ti}}',
    assignedLine:
      '{chatbotName}: {count, plural, one {# conversación asignada a ti espera} other {# conversaciones asignadas a ti esperan}} tu respuesta ({names}). {link}',
    subjectThree: 'Griot: {first}, {second}, {third}',
  },
  invitation: {
    subject: '{inviter} te invita a unirte a «{workspace}» en Griot',
    greeting: 'Hola:',
    invited:
      '{inviter} te invita a unirte al espacio de trabajo «{workspace}» en Griot con el rol de {role}.',
    linkValidity: 'Este enlace es válido durante {days} días y solo funciona una vez:',
    button: 'Unirme al espacio de trabajo',
    linkFallback: 'Si el botón no funciona, copia este enlace:',
    notExpected: 'Si no esperabas esta invitación, ignora este mensaje: no pasará nada sin ti.',
  },
} satisfies Translation<typeof fr>;

import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  page: {
    title: 'Chat',
    close: 'Cerrar el chat',
    log: 'Mensajes del chat',
    messageLabel: 'Tu mensaje',
    placeholder: 'Escribe un mensaje...',
    send: 'Enviar',
  },
  chat: {
    unavailable: 'El chat no está disponible en este momento.',
    startFailed: 'El chat no está disponible en este momento. Inténtalo más tarde.',
    sessionInvalid: 'La sesión del chat no es válida: recarga la página.',
    sendFailed: 'Mensaje no enviado. Inténtalo de nuevo.',
    noGeolocation: 'La ubicación no está disponible en este dispositivo.',
    positionFailed: 'No se pudo obtener tu ubicación.',
    chatbotNotFound: 'Chatbot no encontrado',
    locationShared: '📍 Ubicación compartida',
    typing: 'El bot está escribiendo…',
  },
  elements: {
    seeChoices: 'Ver opciones',
    image: 'Imagen',
    openImage: 'Abrir la imagen',
    document: 'Documento',
    openDocument: 'Abrir el documento {name}',
    sendLocation: '📍 Enviar mi ubicación',
  },
  list: {
    title: 'Opciones',
    close: 'Cerrar la lista',
  },
} satisfies Translation<typeof fr>;

import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  loadFailed: 'No se pueden cargar las cuentas de WhatsApp',
  deleted: 'Cuenta de WhatsApp eliminada',
  deleteFailed: 'Error al eliminar la cuenta de WhatsApp',
  createFailed: 'No se ha podido crear la cuenta de WhatsApp',
  codeSent: 'Se ha enviado un código de verificación por SMS',
  sendCodeFailed: 'Error al enviar el código de verificación',
  verified: 'Número de teléfono verificado',
  codeWrong: 'Código de verificación incorrecto',
  chatbotsInvalidFormat: 'Formato de respuesta no válido',
  chatbotsLoadFailed: 'Error al cargar los chatbots',
  linked: 'Chatbot vinculado',
  linkFailed: 'Error al vincular el chatbot',
  dissociated: 'Chatbot desvinculado',
  dissociateFailed: 'Error al desvincular el chatbot',
  associationDone: 'Vinculación completada',
  dissociationDone: 'Desvinculación completada',
  codeRequired: 'Introduce el código de verificación',
  dissociateConfirm: 'Escribe exactamente "DISSOCIER" en mayúsculas',
  chatbotRequired: 'Selecciona un chatbot',
  typeRequired: 'Elige primero un tipo de cuenta',
  sdkLoading: 'El SDK de Facebook se está cargando, inténtalo de nuevo en unos segundos',
  sdkMissing: 'El SDK de Facebook no se ha cargado. Actualiza la página y vuelve a intentarlo.',
  userCancelled: 'Inicio de sesión cancelado por el usuario',
  facebookError: 'Error de Facebook: {message}',
  network: 'Error de conexión. Comprueba tu conexión a internet y vuelve a intentarlo.',
  launchFailed: 'Error al iniciar la configuración de WhatsApp',
  sdkInitFailed:
    'Error al inicializar el SDK de Facebook. Es posible que algunas funciones no se comporten correctamente.',
  cancelError: 'Error: {message}',
  cancelStepAt: 'Configuración abandonada en el paso: {step}',
  cancelBeforeEnd: 'Configuración abandonada antes del final',
  signupSteps: {
    AUTHENTICATION: 'inicio de sesión en Facebook',
    AUTHORIZATION: 'permisos solicitados',
    PERMISSIONS: 'permisos solicitados',
    BUSINESS_ACCOUNT_SELECTION: 'elegir el portfolio empresarial',
    BUSINESS_ASSET_SELECTION: 'elegir el portfolio empresarial',
    WABA_SELECTION: 'elegir la cuenta de WhatsApp Business',
    WABA_SETUP: 'crear la cuenta de WhatsApp Business',
    BUSINESS_PROFILE_SETUP: 'perfil de la empresa',
    PHONE_NUMBER_SETUP: 'añadir el número de teléfono',
    PHONE_NUMBER_VERIFICATION: 'verificar el número de teléfono',
    REVIEW: 'revisar la información',
  },
  accountNotFound: 'Cuenta de WhatsApp no encontrada',
  codeTooLong: 'El código de verificación tiene 6 caracteres como máximo',
  codeExchangeFailed:
    'Meta ha rechazado el código de autorización (caduca a los 30 segundos o ya se ha usado): vuelve a vincular la cuenta.',
  graphUnreachable: 'No se puede conectar con Meta. Inténtalo de nuevo en unos instantes.',
  graphRefused: 'Meta ha rechazado la solicitud: {detail}',
  signupIncomplete:
    'Registro incompleto: Meta no ha devuelto ninguna cuenta de WhatsApp Business. Vuelve a vincular la cuenta.',
  noNumberInWaba:
    'Esta cuenta de WhatsApp Business no tiene ningún número de teléfono: añade uno en el WhatsApp Manager y vuelve a vincular la cuenta.',
  numberChoiceNeeded: 'Elige el número de teléfono de esta cuenta de WhatsApp Business.',
  numberNotInWaba: 'Este número no pertenece a esta cuenta de WhatsApp Business.',
  tokenNotForWaba:
    'Meta no ha autorizado a Griot en esta cuenta de WhatsApp Business: vuelve a vincularla y elígela en la ventana de Meta.',
  numberAlreadyAdded: 'Este número de WhatsApp ya está asociado a tu cuenta.',
  numberMissing: 'Esta cuenta todavía no tiene número de teléfono: elige uno primero.',
  alreadyVerified: 'Este número de teléfono ya está verificado.',
  codeSentByVoice: 'No se ha podido enviar el SMS: recibirás el código de verificación por llamada de voz',
  notVerified:
    'Verifica primero el número de teléfono: solo una cuenta verificada se puede vincular a un chatbot.',
  accountAlreadyLinked: 'Este número ya responde a un chatbot: desvincúlalo antes de vincular otro.',
  chatbotLinkedElsewhere:
    'Este chatbot ya está vinculado a otro número de WhatsApp: desvincúlalo antes de vincularlo a este.',
  chatbotNotWhatsApp: 'Solo un chatbot de WhatsApp se puede vincular a un número de WhatsApp.',
  notLinkedToChatbot: 'Este chatbot no está vinculado a este número de WhatsApp.',
  numberUsedByChatbot:
    'Este número ya responde al chatbot «{botName}»: quítalo de su configuración antes de vincularlo aquí.',
  registerLocked:
    'Meta bloquea el registro de este número durante 72 horas tras 10 intentos: inténtalo de nuevo después del {until}.',
  registerFailed: 'No se ha podido registrar el número en Meta: {detail}',
  updated: 'Cuenta de WhatsApp actualizada',
  descriptionTooLong: 'La descripción no puede superar los 500 caracteres',
  typeInvalid: 'Tipo de cuenta no válido',
  signupNotConfigured:
    'El registro de WhatsApp no está configurado en este servidor: define FB_APP_ID, FB_APP_SECRET y los identificadores de configuración.',
  healthChecked: 'Estado de la cuenta comprobado',
  added: 'Cuenta de WhatsApp añadida',
  health: {
    token: {
      label: 'Token de Meta válido',
      ok: 'Meta acepta el token de esta cuenta.',
      refused: 'Meta rechaza el token: {detail}. Vuelve a vincular la cuenta.',
    },
    subscribed: {
      label: 'Aplicación suscrita a la cuenta de WhatsApp Business',
      ok: 'Meta envía los mensajes de esta cuenta a Griot.',
      missing: 'Griot no está suscrito a esta cuenta: Meta no envía sus mensajes.',
    },
    verified: {
      label: 'Número verificado',
      ok: 'El número está verificado.',
      missing: 'Verifica el número con el código recibido por SMS.',
    },
    registered: {
      label: 'Número registrado en la API de Cloud',
      ok: 'El número puede enviar y recibir mensajes.',
      pending: 'El número se registrará una vez verificado.',
    },
    webhook: {
      label: 'Webhook recibido',
      noChatbot: 'Vincula un chatbot para recibir los mensajes de este número.',
      ok: 'El chatbot recibe los mensajes de este número.',
      missing:
        'No se ha recibido ningún mensaje desde la vinculación: comprueba la URL del webhook en tu app de Meta.',
    },
    lastMessage: { label: 'Último mensaje', none: 'No se ha recibido ningún mensaje' },
  },
} satisfies Translation<typeof fr>;

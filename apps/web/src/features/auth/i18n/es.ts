import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  language: {
    label: 'Idioma',
  },
  slides: {
    label: 'Diapositivas',
    roleDescription: 'carrusel',
    dot: 'Diapositiva {number}: {title}',
    copilot: {
      title: 'Tu copiloto de ventas',
      text: 'Griot responde, asesora y cierra la venta con tus clientes mientras tú te centras en tu negocio.',
    },
    everywhere: {
      title: 'Tus clientes, en todas partes y a cualquier hora',
      text: 'WhatsApp, Telegram, Messenger o tu web: tus clientes reciben respuesta, de día y de noche.',
    },
    noApp: {
      title: 'Lanza tu negocio sin aplicación móvil',
      text: 'Crea un chatbot en pocos minutos y vende directamente en la mensajería de tus clientes.',
    },
  },
  illustration: {
    label: 'Conversación entre un cliente y un chatbot',
    copilot: {
      question: 'Hola, ¿el modelo rojo está disponible?',
      answer: '¡Sí! Talla 42 en stock. ¿Te lo reservo?',
    },
    everywhere: {
      question: '¿Hacen entregas en Abiyán esta noche?',
      answer: 'Sí, entrega antes de las 21 h. ¿Quieres pedir?',
    },
    noApp: {
      question: 'Quiero abrir mi tienda',
      answer: '¡Tu chatbot está listo, comparte tu enlace!',
    },
  },
  email: {
    label: 'Correo electrónico',
    placeholder: 'tu@empresa.com',
  },
  login: {
    title: 'Iniciar sesión',
    subtitle: '¡Qué bien verte de nuevo! Inicia sesión en tu espacio Griot.',
    password: 'Contraseña',
    passwordPlaceholder: 'Tu contraseña',
    code: 'Código de verificación',
    codePlaceholder: '123456 o un código de recuperación',
    forgotPassword: '¿Has olvidado tu contraseña?',
    submit: 'Iniciar sesión',
    noAccount: '¿Todavía no tienes cuenta?',
    createAccount: 'Crear una cuenta',
  },
  captcha: {
    loginNotice: 'Para proteger esta cuenta, escribe los caracteres de la imagen y vuelve a iniciar sesión.',
    image: 'Imagen del captcha: seis letras o cifras que copiar',
    refresh: 'Nuevo captcha',
    answer: 'Código del captcha',
  },
  backToLogin: 'Volver a iniciar sesión',
  forgot: {
    title: 'Contraseña olvidada',
    subtitle: 'Indica el correo de tu cuenta: te enviaremos un enlace para elegir una nueva contraseña.',
    submit: 'Enviar el enlace',
    sentTitle: 'Revisa tu bandeja de entrada',
    sent: 'Si hay una cuenta con {email}, recibirás un enlace para elegir una nueva contraseña. Es válido durante una hora.',
    spam: '¿No te ha llegado nada en unos minutos? Revisa tu carpeta de correo no deseado (spam).',
  },
  reset: {
    title: 'Nueva contraseña',
    subtitle: 'Elige una contraseña que no uses en ningún otro sitio.',
    password: 'Nueva contraseña',
    confirm: 'Confirma la contraseña',
    submit: 'Restablecer la contraseña',
    requestNewLink: 'Pedir un nuevo enlace',
    doneTitle: 'Contraseña restablecida',
    canLogIn: 'Ya puedes iniciar sesión con tu nueva contraseña.',
  },
} satisfies Translation<typeof fr>;

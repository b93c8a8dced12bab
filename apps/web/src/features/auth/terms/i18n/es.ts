import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  title: 'Condiciones de uso de Griot',
  effective: 'Vigentes desde el 1 de noviembre de 2026',
  service: {
    title: '1. El servicio',
    text: 'Griot permite a una empresa crear chatbots, publicarlos en WhatsApp, Telegram, Messenger y la web, seguir sus conversaciones y responderlas. La cuenta se abre a nombre de la empresa o de la persona que se registra, que es responsable de lo que sus chatbots dicen y envían.',
  },
  account: {
    title: '2. Tu cuenta',
    accurate: 'Los datos de registro deben ser exactos y mantenerse al día.',
    personal:
      'La contraseña es personal; cualquier acción realizada con tu sesión se te atribuye. Cierra la sesión de los dispositivos que no reconozcas.',
    yourData: 'Puedes exportar tus datos y eliminar tu cuenta en cualquier momento.',
  },
  customers: {
    title: '3. Datos de tus clientes',
    text: 'En las conversaciones de tus chatbots, tú eres el responsable del tratamiento y Griot actúa como encargado: conservamos los mensajes, los números de teléfono y las variables recogidas para que tus chatbots funcionen, sin venderlos ni usarlos para otros fines. Informa a tus clientes de este tratamiento y respeta sus solicitudes de baja (por ejemplo, la palabra STOP).',
  },
  use: {
    title: '4. Uso aceptable',
    noSpam:
      'Nada de mensajes no solicitados: las difusiones de WhatsApp usan plantillas aprobadas por Meta y solo llegan a clientes que aceptaron ser contactados.',
    platforms: 'Respeto de las condiciones de WhatsApp Business, Telegram y Meta en cada canal conectado.',
    lawful: 'Ningún contenido ilícito, engañoso o que vulnere los derechos de terceros.',
  },
  availability: {
    title: '5. Disponibilidad y planes',
    text: 'Aspiramos a una disponibilidad del 99,9 %. Los planes de pago se facturan mensualmente; las facturas están disponibles en la configuración de la cuenta. Un incumplimiento grave de estas condiciones puede conllevar la suspensión de la cuenta, previo aviso salvo urgencia.',
  },
  contact: {
    title: '6. Contacto',
    text: 'Para cualquier pregunta sobre estas condiciones o sobre tus datos: support@griot.africa.',
  },
  back: 'Volver al registro',
} satisfies Translation<typeof fr>;

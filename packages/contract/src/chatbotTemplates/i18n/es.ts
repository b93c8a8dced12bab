import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  boutique: {
    name: 'Tienda',
    description:
      'Catálogo, pedido y entrega: pide la cantidad y la dirección, entrega en Dakar o recogida y envío en otras ciudades, avisa a la tienda y hace un seguimiento al día siguiente a las 10:00 si el pedido no está confirmado.',
  },
  faqGriotIa: {
    name: 'Preguntas frecuentes con GRIOT IA',
    description:
      'Un menú de preguntas frecuentes y GRIOT IA, que responde al resto con tu base de conocimiento. Completa la base de conocimiento (programas, precios, horarios) antes de publicarlo.',
  },
  priseDeRendezVous: {
    name: 'Reserva de citas',
    description:
      'Elección del servicio, del día y de la hora, confirmación con dos textos comparados en una prueba A/B y recordatorio a la mañana siguiente.',
  },
  serviceClient: {
    name: 'Atención al cliente con paso a un agente',
    description:
      'Menú, seguimiento de pedidos con preguntas y condiciones, garantía, y un agente que toma el control en la bandeja de entrada cuando hace falta.',
  },
} satisfies Translation<typeof fr>;

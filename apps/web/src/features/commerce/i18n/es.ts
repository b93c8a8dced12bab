import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  sections: {
    transactions: {
      title: 'Transacciones',
      description: 'El historial de cobros de tus clientes: importes, métodos de pago y estado de cada pago.',
    },
    orders: {
      title: 'Pedidos',
      description:
        'Los pedidos hechos en tu tienda y a través de tus chatbots, con su preparación y su entrega.',
    },
    payouts: {
      title: 'Pagos',
      description:
        'Las transferencias de tus ventas a tu cuenta: importes, calendario y estado de cada transferencia.',
    },
  },
  page: {
    intro:
      'Tus transacciones, pedidos, pagos y productos se gestionan en tu tienda en línea conectada: el panel de comercio electrónico de Griot. Se abre en una pestaña nueva, con tu sesión ya iniciada.',
    open: 'Abrir la tienda en línea',
    here: 'Estás aquí',
  },
  shop: 'Tienda en línea',
  opening: 'Abriendo la tienda en línea…',
} satisfies Translation<typeof fr>;

import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  menu: {
    open: 'Abrir el menú',
    close: 'Cerrar el menú',
    collapse: 'Contraer el menú',
    keepOpen: 'Mantener el menú abierto',
  },
  navigation: 'Navegación principal',
  onlineShop: 'Tienda en línea',
  sections: {
    shop: 'Tienda',
    content: 'Contenido',
  },
  links: {
    home: 'Inicio',
    inbox: 'Bandeja de entrada',
    chatbots: 'Chatbots',
    endUsers: 'Usuarios',
    whatsappAccounts: 'Cuentas de WhatsApp',
    campaigns: 'Campañas',
    analytics: 'Analítica',
    transactions: 'Transacciones',
    orders: 'Pedidos',
    payouts: 'Pagos',
    products: 'Productos',
    posts: 'Publicaciones',
    drafts: 'Borradores',
    scheduled: 'Programadas',
    published: 'Publicadas',
    pages: 'Páginas',
    performance: 'Rendimiento',
    team: 'Equipo',
    clients: 'Clientes',
    customize: 'Personalizar',
  },
  profile: {
    menu: 'Menú del perfil',
    view: 'Ver el perfil',
    accountSettings: 'Configuración de la cuenta',
    lightTheme: 'Tema claro',
    darkTheme: 'Tema oscuro',
    logout: 'Cerrar sesión',
  },
  theme: {
    toLight: 'Cambiar al modo claro',
    toDark: 'Cambiar al modo oscuro',
  },
} satisfies Translation<typeof fr>;

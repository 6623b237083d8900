import type { ShellTexts } from '../types';

export const shell: ShellTexts = {
  common: {
    yes: 'Sim',
    no: 'Não',
    close: 'Fechar',
    loading: 'A carregar…',
    goHome: 'Ir para a página inicial',
    showMore: 'mostrar mais',
    showLess: 'mostrar menos',
    retry: 'Tentar novamente',
    error: 'Ocorreu um erro.',
    reference: 'Referência: {{referenceId}}',
    requiredNote: 'As respostas marcadas com * são obrigatórias.',
  },
  toolbar: {
    openMenu: 'Abrir o menu',
    closeMenu: 'Fechar o menu',
    language: 'Idioma',
    switchBrand: 'Mudar de marca',
    account: 'Conta',
    signIn: 'Iniciar sessão',
    signOut: 'Terminar sessão',
    signedInAs: 'Sessão iniciada como {{email}}',
  },
  skipToContent: 'Saltar para o conteúdo principal',
  authTitle: {
    login: 'Iniciar sessão',
    register: 'Crie a sua conta',
    forgotpassword: 'Redefina a sua palavra-passe',
    passcodelogin: 'Iniciar sessão com um código',
    mfalogin: 'Introduza o código enviado por SMS',
    lockout: 'A sua conta está bloqueada',
  },
  drawer: {
    navigation: 'Navegação',
    hideToolbar: 'Ocultar a barra de ferramentas',
    showToolbar: 'Mostrar a barra de ferramentas',
  },
  guard: {
    notAuthorized: 'Não tem autorização para aceder a esta funcionalidade.',
    unverified:
      'Antes de aceder a esta funcionalidade, confirme o seu endereço de e-mail através da ligação enviada para a sua caixa de entrada.',
    resendEmail: 'Reenviar e-mail',
    resendSent: 'E-mail de confirmação enviado',
    resendFailed: 'Erro ao enviar o e-mail de confirmação.',
  },
  banner: {
    verifyEmail:
      'O seu endereço de e-mail ainda não está confirmado. Procure a ligação de confirmação na sua caixa de entrada.',
  },
  api: {
    verifyingUser: 'A verificar o utilizador…',
    sessionEnded: 'A sua sessão terminou. Inicie sessão novamente.',
    network: 'Não foi possível contactar o servidor. Verifique a sua ligação e tente novamente.',
  },
  version: {
    newVersion: 'Está disponível uma nova versão do site!',
    reload: 'Recarregar',
    reloading:
      'Está disponível uma nova versão do site. A página vai ser recarregada dentro de momentos.',
  },
  chunk: {
    timeout: 'A página demorou demasiado tempo a carregar.',
  },
  confirm: {
    title: 'Confirme a ação',
  },
  notAvailable: {
    title: 'Esta página ainda não está disponível.',
    body: 'Ficará disponível numa versão posterior.',
    offers: {
      issue10:
        'Recursos, inquéritos, relatórios, subscrições, pagamentos e as restantes ferramentas previstas.',
    },
  },
  notFound: {
    title: 'Página não encontrada',
    body: 'O endereço que abriu não corresponde a nenhuma página do portal.',
  },
  home: {
    welcome: 'Damos-lhe as boas-vindas ao {{siteTitle}}',
    intro:
      'Cresça com o apoio do seu {{coach}}: elabore o seu {{plan}}, colabore em {{groups}} e acompanhe a evolução de {{companies}}, tudo num só lugar.',
    signedInAs: 'Tem sessão iniciada como {{email}}.',
  },
  support: {
    title: 'Como podemos ajudar?',
    intro: 'A nossa equipa de apoio responde a questões sobre a sua conta e o portal.',
    form: 'Abrir o formulário de apoio',
    contact: 'Contacte-nos',
    help: 'Ler a página de ajuda',
  },
  help: {
    title: 'Ajuda',
    intro: 'Saiba como se orientar no {{siteTitle}}.',
    navigation:
      'Utilize o menu à esquerda para navegar entre as páginas; o botão no canto superior esquerdo oculta-o ou mostra-o.',
    language: 'Escolha o seu idioma no menu de idiomas da barra de ferramentas.',
    support: 'Ainda precisa de ajuda? A nossa equipa de apoio terá todo o gosto em ajudar.',
  },
  timeout: {
    title: 'O início de sessão não está disponível de momento',
    body: 'O serviço de início de sessão não respondeu a tempo. Tente novamente dentro de momentos.',
  },
  messages: {
    title: 'Mensagens',
    search: 'Pesquisar',
    searchHint: 'Destinatário, assunto ou resultado',
    status: 'Estado',
    type: 'Tipo',
    all: 'Todos',
    recipient: 'Destinatário',
    subject: 'Assunto',
    entered: 'Registada',
    sent: 'Enviada',
    completed: 'Concluída',
    result: 'Resultado',
    empty: 'Nenhuma mensagem corresponde à pesquisa.',
    rowsPerPage: 'Linhas por página',
    displayedRows: '{{from}}–{{to}} de {{total}}',
    nextPage: 'Página seguinte',
    previousPage: 'Página anterior',
    body: 'Corpo (texto)',
    noBody: 'Esta mensagem não tem corpo de texto.',
    statusName: {
      Undefined: 'Indefinido',
      InQueue: 'Em fila',
      InProcess: 'Em processamento',
      Complete: 'Concluído',
      Reject: 'Rejeitado',
      Deferred: 'Adiado',
      Immediate: 'Imediato',
    },
    typeName: {
      Undefined: 'Indefinido',
      Email: 'E-mail',
      SMS: 'SMS',
      SignalR: 'Tempo real',
    },
  },
};

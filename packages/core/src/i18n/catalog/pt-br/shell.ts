import type { ShellTexts } from '../types';

export const shell: ShellTexts = {
  common: {
    yes: 'Sim',
    no: 'Não',
    close: 'Fechar',
    loading: 'Carregando…',
    goHome: 'Ir para a página inicial',
    showMore: 'mostrar mais',
    showLess: 'mostrar menos',
    retry: 'Tentar novamente',
    error: 'Algo deu errado.',
    reference: 'Referência: {{referenceId}}',
    requiredNote: 'As respostas marcadas com * são obrigatórias.',
  },
  toolbar: {
    openMenu: 'Abrir o menu',
    closeMenu: 'Fechar o menu',
    language: 'Idioma',
    switchBrand: 'Trocar de marca',
    account: 'Conta',
    signIn: 'Entrar',
    signOut: 'Sair',
    signedInAs: 'Conectado como {{email}}',
  },
  skipToContent: 'Pular para o conteúdo principal',
  authTitle: {
    login: 'Entrar',
    register: 'Crie sua conta',
    forgotpassword: 'Redefina sua senha',
    passcodelogin: 'Entrar com um código',
    mfalogin: 'Digite o código enviado por SMS',
    lockout: 'Sua conta está bloqueada',
  },
  drawer: {
    navigation: 'Navegação',
    hideToolbar: 'Ocultar a barra de ferramentas',
    showToolbar: 'Mostrar a barra de ferramentas',
  },
  guard: {
    notAuthorized: 'Você não tem autorização para acessar este recurso.',
    unverified:
      'Antes de acessar este recurso, confirme seu endereço de e-mail pelo link enviado para sua caixa de entrada.',
    resendEmail: 'Reenviar e-mail',
    resendSent: 'E-mail de confirmação enviado',
    resendFailed: 'Erro ao enviar o e-mail de confirmação.',
  },
  banner: {
    verifyEmail:
      'Seu endereço de e-mail ainda não foi confirmado. Procure o link de confirmação na sua caixa de entrada.',
  },
  api: {
    verifyingUser: 'Verificando usuário…',
    sessionEnded: 'Sua sessão foi encerrada. Entre novamente.',
    network: 'Não foi possível acessar o servidor. Verifique sua conexão e tente novamente.',
  },
  version: {
    newVersion: 'Uma nova versão do site está disponível!',
    reload: 'Recarregar',
    reloading: 'Uma nova versão do site está disponível. A página será recarregada em instantes.',
  },
  chunk: {
    timeout: 'A página demorou demais para carregar.',
  },
  confirm: {
    title: 'Confirme a ação',
  },
  notAvailable: {
    title: 'Esta página ainda não está disponível.',
    body: 'Ela chegará em uma versão futura.',
    offers: {
      issue10:
        'Recursos, pesquisas, relatórios, assinaturas, pagamentos e as demais ferramentas previstas.',
    },
  },
  notFound: {
    title: 'Página não encontrada',
    body: 'O endereço que você abriu não corresponde a nenhuma página do portal.',
  },
  home: {
    welcome: 'Boas-vindas ao {{siteTitle}}',
    intro:
      'Cresça com seu {{coach}}: crie seu {{plan}}, trabalhe em {{groups}} e acompanhe a evolução de {{companies}}, tudo em um só lugar.',
    signedInAs: 'Você entrou como {{email}}.',
  },
  support: {
    title: 'Como podemos ajudar?',
    intro: 'Nossa equipe de suporte responde a dúvidas sobre sua conta e o portal.',
    form: 'Abrir o formulário de suporte',
    contact: 'Fale conosco',
    help: 'Ler a página de ajuda',
  },
  help: {
    title: 'Ajuda',
    intro: 'Saiba como navegar pelo {{siteTitle}}.',
    navigation:
      'Use o menu à esquerda para ir de uma página a outra; o botão no canto superior esquerdo oculta ou mostra o menu.',
    language: 'Escolha seu idioma no menu de idiomas da barra de ferramentas.',
    support: 'Ainda precisa de ajuda? Nossa equipe de suporte terá prazer em ajudar.',
  },
  timeout: {
    title: 'O login não está disponível no momento',
    body: 'O serviço de login não respondeu a tempo. Tente novamente em instantes.',
  },
  messages: {
    title: 'Mensagens',
    search: 'Pesquisar',
    searchHint: 'Destinatário, assunto ou resultado',
    status: 'Status',
    type: 'Tipo',
    all: 'Todos',
    recipient: 'Destinatário',
    subject: 'Assunto',
    entered: 'Registrada',
    sent: 'Enviada',
    completed: 'Concluída',
    result: 'Resultado',
    empty: 'Nenhuma mensagem encontrada.',
    rowsPerPage: 'Linhas por página',
    displayedRows: '{{from}}–{{to}} de {{total}}',
    nextPage: 'Próxima página',
    previousPage: 'Página anterior',
    body: 'Corpo (texto)',
    noBody: 'Esta mensagem não tem corpo de texto.',
    statusName: {
      Undefined: 'Indefinido',
      InQueue: 'Na fila',
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

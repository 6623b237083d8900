import type { Catalog } from '../types';

export const messaging: Catalog['messaging'] = {
  email: {
    unsubscribe: 'Cancelar subscrição',
  },
  resend: {
    action: 'Reenviar',
    confirmTitle: 'Reenviar esta mensagem?',
    confirmBody: 'É colocada em fila uma cópia para {{recipient}}; o original mantém-se.',
    done: 'Foi colocada em fila uma cópia da mensagem.',
  },
  templates: {
    intro:
      'Os textos das mensagens que o portal envia, por idioma. Um marcador é um nome entre chavetas duplas; acrescente |date ao nome para MM/DD/AA ou |releaseDate para MM-DD-AAAA.',
    newTemplate: 'Novo modelo',
    allTemplates: 'Todos os modelos',
    empty: 'Ainda não há modelos.',
    code: 'Código',
    language: 'Idioma',
    description: 'Descrição',
    subject: 'Assunto',
    bodyText: 'Corpo de texto',
    bodyHtml: 'Corpo HTML',
    bodyHtmlHint: 'Deixe vazio para enviar o corpo de texto como parágrafos HTML.',
    smsText: 'Texto SMS',
    transactional: 'Transacional',
    transactionalHint:
      'As mensagens transacionais (um código de início de sessão, uma ligação de palavra-passe) não têm ligação para cancelar a subscrição.',
    kind: 'Tipo',
    builtIn: 'Incorporado',
    customized: 'Personalizado',
    custom: 'Próprio',
    edit: 'Editar',
    save: 'Guardar',
    saved: 'O modelo foi guardado.',
    remove: 'Eliminar',
    restore: 'Repor o texto predefinido',
    confirmRemove: 'Eliminar o texto em {{language}} de {{code}}?',
    confirmRestore:
      'Repor o texto predefinido em {{language}} de {{code}}? As suas alterações perdem-se.',
    removed: 'O modelo foi eliminado.',
    preview: 'Pré-visualização',
    previewEmail: 'E-mail',
    previewText: 'Texto',
    previewSms: 'SMS',
    previewFrame: 'Pré-visualização do e-mail',
    previewProblem: 'Não é possível preencher a pré-visualização: {{problems}}',
    placeholders: 'Marcadores',
    noPlaceholders: 'Este modelo não tem marcadores.',
    sampleNote:
      'A pré-visualização preenche cada marcador com o seu nome e as datas com a de hoje.',
    notFound: 'Este modelo não existe.',
  },
};

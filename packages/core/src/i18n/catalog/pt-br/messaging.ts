import type { Catalog } from '../types';

export const messaging: Catalog['messaging'] = {
  email: {
    unsubscribe: 'Cancelar inscrição',
  },
  resend: {
    action: 'Reenviar',
    confirmTitle: 'Reenviar esta mensagem?',
    confirmBody: 'Uma cópia é colocada na fila para {{recipient}}; a original continua como está.',
    done: 'Uma cópia da mensagem foi colocada na fila.',
  },
  templates: {
    intro:
      'Os textos das mensagens que o portal envia, por idioma. Um marcador é um nome entre chaves duplas; adicione |date ao nome para MM/DD/AA ou |releaseDate para MM-DD-AAAA.',
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
      'Mensagens transacionais (um código de acesso, um link de senha) não têm link para cancelar a inscrição.',
    kind: 'Tipo',
    builtIn: 'Integrado',
    customized: 'Personalizado',
    custom: 'Próprio',
    edit: 'Editar',
    save: 'Salvar',
    saved: 'O modelo foi salvo.',
    remove: 'Excluir',
    restore: 'Restaurar o texto padrão',
    confirmRemove: 'Excluir o texto em {{language}} de {{code}}?',
    confirmRestore:
      'Restaurar o texto padrão em {{language}} de {{code}}? Suas alterações serão perdidas.',
    removed: 'O modelo foi excluído.',
    preview: 'Pré-visualização',
    previewEmail: 'E-mail',
    previewText: 'Texto',
    previewSms: 'SMS',
    previewFrame: 'Pré-visualização do e-mail',
    previewProblem: 'Não é possível preencher a pré-visualização: {{problems}}',
    placeholders: 'Marcadores',
    noPlaceholders: 'Este modelo não tem marcadores.',
    sampleNote:
      'A pré-visualização preenche cada marcador com o nome dele e as datas com a de hoje.',
    notFound: 'Este modelo não existe.',
  },
};

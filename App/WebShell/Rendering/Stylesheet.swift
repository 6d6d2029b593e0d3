/// The shell's only stylesheet, inlined in every page (no assets from outside the app).
enum Stylesheet {
    /// The CSS.
    static let css = """
        :root{color-scheme:light;--fg:#1f2328;--muted:#59636e;--line:#d1d9e0;--bg:#f6f8fa;--accent:#0969da;\
        --positive:#1a7f37;--negative:#cf222e;--card:#ffffff}
        *{box-sizing:border-box}
        body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg)}
        .bar{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1rem;padding:.75rem 1rem;background:var(--card);\
        border-bottom:1px solid var(--line)}
        .bar h1{flex:1 1 auto;margin:0;font-size:1.25rem}
        .tabs{position:sticky;top:0;z-index:1;display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;padding:.4rem 1rem;\
        background:var(--fg)}
        .tabs ul{display:flex;flex-wrap:wrap;gap:.25rem;flex:1 1 auto;margin:0;padding:0;list-style:none}
        .tabs a{display:inline-block;padding:.35rem .8rem;border-radius:6px;color:#fff;text-decoration:none}
        .tabs a:hover{background:rgba(255,255,255,.15)}
        .tabs a[aria-current=page]{background:#fff;color:var(--fg);font-weight:600}
        .tabs a:focus-visible,.tabs button:focus-visible{outline-color:#fff}
        main{max-width:42rem;margin:0 auto;padding:1rem}
        .modal{background:#8c959f}
        .sheet{max-width:42rem;margin:2rem auto;background:var(--bg);border:1px solid var(--line);border-radius:12px;\
        overflow:hidden;box-shadow:0 8px 24px rgba(0,0,0,.25)}
        form{margin:0}
        .inline{display:inline}
        .toolbar{display:flex;flex-wrap:wrap;gap:.5rem}
        button,.button{font:inherit;padding:.4rem .9rem;border-radius:6px;border:1px solid var(--line);\
        background:var(--card);color:var(--fg);cursor:pointer;text-decoration:none;display:inline-block}
        button:focus-visible,a:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
        button[disabled]{opacity:.5;cursor:not-allowed}
        .primary{background:var(--accent);border-color:var(--accent);color:#fff}
        .destructive{color:var(--negative);border-color:var(--negative)}
        .primary.destructive{background:var(--negative);color:#fff}
        .cancel{color:var(--muted)}
        .back{padding:.4rem .7rem}
        .notice{margin:0 0 1rem;padding:.6rem .9rem;border-radius:6px;background:#fff8c5;border:1px solid #d4a72c}
        .external{margin:0 0 1rem;padding:.75rem;border-radius:6px;background:#ddf4ff;border:1px solid #54aeff}
        .status{margin:0 0 1rem;padding:.6rem .9rem;border-radius:6px;background:var(--card);border:1px solid var(--line)}
        .status.failed{color:var(--negative);border-color:var(--negative)}
        .status.empty{color:var(--muted)}
        .spinner{display:inline-block;width:1em;height:1em;margin-right:.5em;vertical-align:-.15em;border:2px solid var(--line);\
        border-top-color:var(--accent);border-radius:50%;animation:spin 1s linear infinite}
        @keyframes spin{to{transform:rotate(360deg)}}
        @media (prefers-reduced-motion:reduce){.spinner{animation:none}}
        .section{margin:0 0 1.5rem}
        .section h2{margin:0 0 .5rem;font-size:.85rem;text-transform:uppercase;letter-spacing:.04em;color:var(--muted)}
        .rows{list-style:none;margin:0;padding:0;background:var(--card);border:1px solid var(--line);border-radius:8px}
        .row{border-top:1px solid var(--line)}
        .row:first-child{border-top:0}
        .cell,.row>button,.row>a{display:flex;justify-content:space-between;align-items:baseline;gap:1rem;width:100%;\
        padding:.65rem .9rem;margin:0;border:0;border-radius:0;background:none;color:inherit;text-align:left;text-decoration:none}
        .row>button:hover,.row>a:hover{background:var(--bg)}
        .row>a .title{color:var(--accent);text-decoration:underline}
        .detail{color:var(--muted)}
        .kind-subtitle .cell,.kind-subtitle>button,.kind-subtitle>a{flex-direction:column;gap:0}
        .kind-subtitle .detail{font-size:.9rem}
        .kind-button .cell,.kind-button>button,.kind-button>a{justify-content:center;color:var(--accent);font-weight:600}
        .kind-placeholder .cell{color:var(--muted);font-style:italic}
        .kind-error .cell,.kind-error>button{color:var(--negative)}
        .kind-message .cell{justify-content:center;color:var(--muted)}
        body:has(.height-fill){display:flex;flex-direction:column;min-height:100vh}
        body:has(.height-fill) main,main .content:has(.height-fill){flex:1 0 auto;display:flex;flex-direction:column;width:100%}
        .section:has(.height-fill),.section:has(.height-fill)>form,.rows:has(.height-fill){flex:1 0 auto;display:flex;\
        flex-direction:column}
        .height-fill{flex:1 0 auto;display:flex}
        .height-fill>.cell,.height-fill>button,.height-fill>a{flex:1;align-items:center;justify-content:center}
        .has-image .cell,.has-image>button,.has-image>a{justify-content:flex-start;align-items:center}
        .picture{flex:none;width:3rem;height:3rem;border-radius:50%;object-fit:cover}
        .initials{display:inline-flex;align-items:center;justify-content:center;background:var(--muted);color:#fff;\
        font-weight:600;letter-spacing:.02em}
        .text{display:flex;flex-direction:column}
        .tone-positive .title{color:var(--positive)}
        .tone-negative .title{color:var(--negative)}
        .tone-secondary .title{color:var(--muted)}
        .window{margin:.5rem 0;color:var(--muted);font-size:.9rem}
        .pager{display:flex;gap:.5rem}
        .form{display:grid;gap:1rem;margin:0 0 1.5rem;padding:1rem;background:var(--card);border:1px solid var(--line);border-radius:8px}
        .field{display:grid;gap:.25rem}
        .field label{font-weight:600}
        .required{color:var(--negative)}
        input,select{font:inherit;padding:.45rem .6rem;border:1px solid var(--line);border-radius:6px;background:#fff;color:var(--fg)}
        input[aria-invalid=true],select[aria-invalid=true]{border-color:var(--negative)}
        .field-error,.form-error{margin:0;color:var(--negative)}
        .form-error{padding:.5rem .75rem;border:1px solid var(--negative);border-radius:6px}
        .alert{margin:0 0 1.5rem;padding:1rem;background:var(--card);border:2px solid var(--fg);border-radius:12px;\
        box-shadow:0 8px 24px rgba(0,0,0,.18)}
        .alert h2{margin:0 0 .25rem;font-size:1.1rem}
        .alert p{margin:0 0 1rem}
        .problem p{margin:0 0 1rem}
        .languages{display:flex;gap:1rem;justify-content:center;padding:1.5rem 1rem;color:var(--muted);font-size:.9rem}
        .languages span{font-weight:600}
        """
}

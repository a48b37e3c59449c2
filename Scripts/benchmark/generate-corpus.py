#!/usr/bin/env python3
"""Writes a deterministic corpus of tab-bar specs for the benchmark.

    generate-corpus.py OUT_DIR --files N [--folders 50] [--seed 7]
    generate-corpus.py OUT_DIR --tabs-per-spec K     (one spec with K tabs)

Each spec is drawn from a seeded random generator (pure standard library),
so the same arguments give the same bytes on every machine. The specs are
realistic and varied per the spec format: 2 to 11 tabs, block and flow
style, titles localized into several scripts (Latin, Cyrillic, CJK, Arabic,
Devanagari), count and text badges, custom bars with colors and images,
several platforms; about a third carry findings (action tabs, a misplaced
search tab, a misspelled symbol, lower-case titles, too many tabs...) and the
rest are clean, so the linter does real rule work rather than stopping at
schema errors. Prints the number of specs written and a SHA-256 over every
file's path and bytes, which must be the same on every run.
"""

import argparse
import hashlib
import os
import random

# Destinations with a symbol and their titles in several languages.
# (en, de, fr, es, ja, ar, ru, zh-Hans, hi, ko)
DESTINATIONS = [
    ("today", "sun.max", ["Today", "Heute", "Aujourd'hui", "Hoy", "今日", "اليوم", "Сегодня", "今天", "आज", "투데이"]),
    ("home", "house", ["Rooms", "Räume", "Pièces", "Salas", "部屋", "الغرف", "Комнаты", "房间", "कमरे", "방"]),
    ("library", "books.vertical", ["Library", "Mediathek", "Bibliothèque", "Biblioteca", "ライブラリ", "المكتبة", "Библиотека", "资料库", "लाइब्रेरी", "보관함"]),
    ("search", "magnifyingglass", ["Search", "Suche", "Recherche", "Buscar", "検索", "بحث", "Поиск", "搜索", "खोजें", "검색"]),
    ("profile", "person.crop.circle", ["Profile", "Profil", "Profil", "Perfil", "プロフィール", "الملف الشخصي", "Профиль", "个人资料", "प्रोफ़ाइल", "프로필"]),
    ("settings", "gear", ["Settings", "Einstellungen", "Réglages", "Ajustes", "設定", "الإعدادات", "Настройки", "设置", "सेटिंग्स", "설정"]),
    ("inbox", "tray", ["Inbox", "Eingang", "Boîte", "Bandeja", "受信", "الوارد", "Входящие", "收件箱", "इनबॉक्स", "받은편지함"]),
    ("messages", "message", ["Messages", "Nachrichten", "Messages", "Mensajes", "メッセージ", "الرسائل", "Сообщения", "信息", "संदेश", "메시지"]),
    ("calendar", "calendar", ["Calendar", "Kalender", "Calendrier", "Calendario", "カレンダー", "التقويم", "Календарь", "日历", "कैलेंडर", "캘린더"]),
    ("photos", "photo.on.rectangle", ["Photos", "Fotos", "Photos", "Fotos", "写真", "الصور", "Фото", "照片", "फ़ोटो", "사진"]),
    ("music", "music.note", ["Music", "Musik", "Musique", "Música", "ミュージック", "الموسيقى", "Музыка", "音乐", "संगीत", "음악"]),
    ("podcasts", "headphones", ["Podcasts", "Podcasts", "Podcasts", "Pódcasts", "ポッドキャスト", "بودكاست", "Подкасты", "播客", "पॉडकास्ट", "팟캐스트"]),
    ("store", "bag", ["Store", "Laden", "Boutique", "Tienda", "ストア", "المتجر", "Магазин", "商店", "स्टोर", "스토어"]),
    ("cart", "cart", ["Cart", "Warenkorb", "Panier", "Carrito", "カート", "السلة", "Корзина", "购物车", "कार्ट", "장바구니"]),
    ("orders", "shippingbox", ["Orders", "Bestellungen", "Commandes", "Pedidos", "注文", "الطلبات", "Заказы", "订单", "ऑर्डर", "주문"]),
    ("favorites", "star", ["Favorites", "Favoriten", "Favoris", "Favoritos", "お気に入り", "المفضلة", "Избранное", "收藏", "पसंदीदा", "즐겨찾기"]),
    ("news", "newspaper", ["News", "Nachrichten", "Actualités", "Noticias", "ニュース", "الأخبار", "Новости", "新闻", "समाचार", "뉴스"]),
    ("maps", "map", ["Maps", "Karten", "Plans", "Mapas", "マップ", "الخرائط", "Карты", "地图", "मानचित्र", "지도"]),
    ("wallet", "wallet.pass", ["Wallet", "Wallet", "Cartes", "Cartera", "ウォレット", "المحفظة", "Кошелёк", "钱包", "वॉलेट", "지갑"]),
    ("accounts", "creditcard", ["Accounts", "Konten", "Comptes", "Cuentas", "口座", "الحسابات", "Счета", "账户", "खाते", "계좌"]),
    ("activity", "chart.bar", ["Activity", "Aktivität", "Activité", "Actividad", "アクティビティ", "النشاط", "Активность", "活动", "गतिविधि", "활동"]),
    ("workouts", "figure.run", ["Workouts", "Training", "Exercices", "Entrenos", "ワークアウト", "التمارين", "Тренировки", "体能训练", "वर्कआउट", "운동"]),
    ("friends", "person.2", ["Friends", "Freunde", "Amis", "Amigos", "友達", "الأصدقاء", "Друзья", "朋友", "मित्र", "친구"]),
    ("browse", "square.grid.2x2", ["Browse", "Entdecken", "Parcourir", "Explorar", "見つける", "تصفح", "Обзор", "浏览", "ब्राउज़", "둘러보기"]),
    ("downloads", "arrow.down.circle", ["Downloads", "Downloads", "Téléchargements", "Descargas", "ダウンロード", "التنزيلات", "Загрузки", "下载", "डाउनलोड", "다운로드"]),
    ("notes", "list.bullet", ["Notes", "Notizen", "Notes", "Notas", "メモ", "الملاحظات", "Заметки", "备忘录", "नोट्स", "메모"]),
    ("files", "folder", ["Files", "Dateien", "Fichiers", "Archivos", "ファイル", "الملفات", "Файлы", "文件", "फ़ाइलें", "파일"]),
    ("weather", "cloud.sun", ["Weather", "Wetter", "Météo", "Tiempo", "天気", "الطقس", "Погода", "天气", "मौसम", "날씨"]),
    ("recipes", "fork.knife", ["Recipes", "Rezepte", "Recettes", "Recetas", "レシピ", "الوصفات", "Рецепты", "食谱", "व्यंजन", "레시피"]),
    ("tickets", "ticket", ["Tickets", "Tickets", "Billets", "Entradas", "チケット", "التذاكر", "Билеты", "门票", "टिकट", "티켓"]),
    ("learn", "graduationcap", ["Courses", "Kurse", "Cours", "Cursos", "コース", "الدورات", "Курсы", "课程", "पाठ्यक्रम", "강좌"]),
]
# The filled variant of each symbol that has one: what a custom bar shows
# for the selected tab.
FILLED = {
    "house": "house.fill", "books.vertical": "books.vertical.fill", "person.crop.circle": "person.crop.circle.fill",
    "tray": "tray.fill", "message": "message.fill", "photo.on.rectangle": "photo.fill.on.rectangle.fill",
    "bag": "bag.fill", "cart": "cart.fill", "shippingbox": "shippingbox.fill", "star": "star.fill",
    "newspaper": "newspaper.fill", "map": "map.fill", "wallet.pass": "wallet.pass.fill",
    "creditcard": "creditcard.fill", "chart.bar": "chart.bar.fill", "person.2": "person.2.fill",
    "square.grid.2x2": "square.grid.2x2.fill", "arrow.down.circle": "arrow.down.circle.fill",
    "folder": "folder.fill", "cloud.sun": "cloud.sun.fill", "ticket": "ticket.fill",
    "graduationcap": "graduationcap.fill", "sun.max": "sun.max.fill",
}
LOCALES = ["en", "de", "fr", "es", "ja", "ar", "ru", "zh-Hans", "hi", "ko"]

# Findings a spec may carry, and the tabs that produce them.
ACTION_TABS = [
    ("compose", "square.and.pencil", "New Post", "opens the post composer"),
    ("scan", "qrcode.viewfinder", "Scan", "opens the camera to scan a code"),
    ("upload", "plus.circle", "Upload", "opens the upload sheet"),
]
BAD_SYMBOLS = ["hous", "magnifyingglas", "gearr", "person.circle.filll", "bookz"]
BROAD_TITLES = ["Main", "Other", "Misc", "More", "Dashboard"]
APPS = ["Bookshelf", "Ledger", "Marketplace", "Sticker Chat", "Matchday", "Trailhead", "Crumbs",
        "Harbor", "Northwind", "Pocket Gym", "Tidings", "Orbit", "Canvas", "Juniper", "Atlas"]
COLORS = ["#007AFF", "#34C759", "#FF9500", "#FF3B30", "#AF52DE", "#8E8E93", "#1C1C1E", "#F2F2F7", "#FFFFFF", "#C7C7CC"]


def q(text):
    """A YAML double-quoted string (all our titles are safe inside quotes)."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def plain_or_quoted(text):
    """Plain when YAML would read it back as the same string, else quoted."""
    safe = all(ch.isalnum() or ch in " .-" for ch in text) and text[:1].isalpha()
    if safe and text.lower() not in ("yes", "no", "true", "false", "null", "on", "off", "y", "n"):
        return text
    return q(text)


class Spec:
    """One spec document, built as a list of tabs (dicts) and top-level fields."""

    def __init__(self, rng, tab_count, flow):
        self.rng = rng
        self.tab_count = tab_count
        self.flow = flow


def make_tabs(rng, count, locales, platform_set, custom, findings):
    tabs = []
    pool = list(DESTINATIONS)
    rng.shuffle(pool)
    search_position = None
    for index in range(count):
        dest = pool[index % len(pool)]
        ident, symbol, titles = dest
        if index >= len(pool):
            ident = f"{ident}-{index // len(pool)}"
        tab = {"id": ident}
        en = titles[0] if index < len(pool) else f"{titles[0]} {index // len(pool) + 1}"
        if len(locales) > 1:
            tab["title"] = {loc: (titles[LOCALES.index(loc)] if index < len(pool) else en) for loc in locales}
            tab["title"]["en"] = en
        else:
            tab["title"] = en
        tab["icon"] = symbol
        if ident == "search":
            tab["role"] = "search"
            search_position = index
        tabs.append(tab)
    # Clean specs keep search trailing, as the HIG asks.
    if search_position is not None and "search-middle" not in findings:
        tabs.append(tabs.pop(search_position))
    if "search-middle" in findings and count >= 3:
        tabs[0], tabs[-1] = tabs[-1], tabs[0]
        tabs[1]["role"] = "search"
    # Badges: most specs have one or two count badges.
    badge_count = rng.choice([0, 1, 1, 2]) if "badges" not in findings else 3
    for tab in rng.sample(tabs, min(badge_count, len(tabs))):
        kind = rng.random()
        if "badge-text" in findings and kind < 0.5:
            tab["badge"] = q(rng.choice(["New", "Sale", "Hot"]))
        elif kind < 0.7:
            tab["badge"] = rng.randint(1, 120)
        elif kind < 0.85:
            tab["badge"] = q("!")
        else:
            color = "#FF3B30" if "badge-color" not in findings else rng.choice(COLORS)
            tab["badge"] = {"value": rng.randint(1, 9), "color": q(color)}
    if "action" in findings:
        ident, symbol, title, action = rng.choice(ACTION_TABS)
        tab = {"id": ident, "title": title, "icon": symbol, "action": action}
        if len(locales) > 1:
            tab["title"] = {loc: title for loc in locales}
        tabs.insert(min(len(tabs), 2), tab)
        tabs.pop(-2 if len(tabs) > 2 else -1)
    if "bad-symbol" in findings:
        rng.choice(tabs)["icon"] = rng.choice(BAD_SYMBOLS)
    if "lowercase" in findings:
        tab = rng.choice(tabs)
        if isinstance(tab["title"], str):
            tab["title"] = tab["title"].lower()
        else:
            tab["title"]["en"] = tab["title"]["en"].lower()
    if "broad" in findings:
        tab = rng.choice(tabs)
        broad = rng.choice(BROAD_TITLES)
        if isinstance(tab["title"], str):
            tab["title"] = broad
        else:
            tab["title"]["en"] = broad
    if "missing-locale" in findings and len(locales) > 1:
        tab = rng.choice(tabs)
        if isinstance(tab["title"], dict):
            del tab["title"][locales[-1]]
    if "disabled" in findings:
        rng.choice(tabs)["enabled"] = "false"
    if "conditional" in findings:
        rng.choice(tabs)["visible-when"] = "signed in"
    if "filled" in findings:
        tab = rng.choice(tabs)
        if isinstance(tab["icon"], str) and tab["icon"] in ("house", "star", "folder", "tray", "bag", "cart"):
            tab["icon"] = tab["icon"] + ".fill"
    if custom:
        for tab in tabs:
            if rng.random() < 0.3:
                size = rng.choice([(25, 25), (23, 23), (31, 20)])
                shape = {(25, 25): "circular", (23, 23): "square", (31, 20): "wide"}[size]
                tab["icon"] = {
                    "image": f"Icons/{tab['id']}.pdf",
                    "shape": shape,
                    "size": {"regular": f"[{size[0]}, {size[1]}]", "compact": f"[{size[0] * 3 // 4}, {size[1] * 3 // 4}]"},
                }
            elif tab["icon"] in FILLED:
                # A custom bar draws the selected state itself: the filled variant.
                tab["icon"] = {"symbol": tab["icon"], "selected-symbol": FILLED[tab["icon"]]}
    if platform_set == ["tvOS"]:
        for tab in tabs:
            tab["content"] = rng.choice(["live", "recorded", "other"])
    if "iPadOS" in platform_set and rng.random() < 0.3:
        for tab in tabs[: max(1, len(tabs) // 2)]:
            tab["section"] = "Browse"
    return tabs


def scalar(value):
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        if value.startswith('"') or value.startswith("[") or value in ("false", "true"):
            return value
        return plain_or_quoted(value)
    raise TypeError(value)


def flow_mapping(mapping):
    parts = []
    for key, value in mapping.items():
        if isinstance(value, dict):
            parts.append(f"{key}: {flow_mapping(value)}")
        else:
            parts.append(f"{key}: {scalar(value)}")
    return "{ " + ", ".join(parts) + " }"


def block_mapping(mapping, indent, first_prefix=None):
    """Block mapping lines; nested maps of scalars go flow or block at random."""
    lines = []
    pad = " " * indent
    for position, (key, value) in enumerate(mapping.items()):
        prefix = first_prefix if (position == 0 and first_prefix is not None) else pad
        if isinstance(value, dict):
            if all(not isinstance(v, dict) for v in value.values()) and len(value) <= 4 and key != "icon":
                lines.append(f"{prefix}{key}: {flow_mapping(value)}")
            else:
                lines.append(f"{prefix}{key}:")
                lines.extend(block_mapping(value, indent + 2))
        else:
            lines.append(f"{prefix}{key}: {scalar(value)}")
    return lines


def render(rng, tab_count, forced_findings=None, number=0):
    """One spec file's text."""
    roll = rng.random()
    if roll < 0.70:
        platforms = ["iOS"]
    elif roll < 0.85:
        platforms = ["iOS", "iPadOS"]
    elif roll < 0.92:
        platforms = ["tvOS"]
    elif roll < 0.98:
        platforms = ["visionOS"]
    else:
        platforms = ["iOS", "watchOS"]
    locale_count = rng.choice([1, 1, 1, 2, 3, 4])
    locales = ["en"] + rng.sample(LOCALES[1:], locale_count - 1)
    custom = rng.random() < 0.15
    flow = rng.random() < 0.35
    if forced_findings is not None:
        findings = set(forced_findings)
    elif rng.random() < 0.35:
        candidates = ["action", "search-middle", "bad-symbol", "lowercase", "broad", "badges", "badge-text",
                      "badge-color", "missing-locale", "disabled", "conditional", "filled", "crossfade", "hides",
                      "contrast"]
        findings = set(rng.sample(candidates, rng.randint(1, 3)))
    else:
        findings = set()

    lines = []
    if rng.random() < 0.5:
        lines.append(f"# {rng.choice(APPS)}: tab bar for the {rng.choice(['2024', '2025', 'next'])} release.")
    if rng.random() < 0.2:
        lines.append("# yaml-language-server: $schema=../../docs/tabbar-spec.schema.json")
    lines.append("version: 1")
    lines.append(f"app: {plain_or_quoted(rng.choice(APPS))}")
    if len(platforms) == 1 and rng.random() < 0.3:
        lines.append(f"platforms: {platforms[0]}")
    else:
        lines.append(f"platforms: [{', '.join(platforms)}]")
    if rng.random() < 0.6:
        versions = {"iOS": ["16.0", "17.0", "18.0"], "iPadOS": ["17.0", "18.0"], "tvOS": ["17.0"],
                    "visionOS": ["1.0", "2.0"], "watchOS": ["10.0"]}
        lines.append("min-os: { " + ", ".join(f'{p}: "{rng.choice(versions[p])}"' for p in platforms) + " }")
    if platforms == ["tvOS"] and rng.random() < 0.5:
        lines.append("kind: live-viewing")
    if locale_count > 1 or rng.random() < 0.2:
        lines.append(f"locales: [{', '.join(locales)}]")

    bar = {}
    if custom:
        bar["implementation"] = "custom"
        bar["transition"] = rng.choice(["directional-slide", "none", "page"])
        bar["large-content-viewer"] = rng.choice(["true", "true", "false"])
        if tab_count > 5:
            bar["scrolls"] = "true"
        if "contrast" in findings:
            selected, unselected = rng.sample(COLORS[:6], 2)
            background = rng.choice(COLORS[7:])
        else:
            # Pairs that read on a light bar (3:1) and differ from each other.
            selected, unselected = rng.choice([("#1C1C1E", "#8E8E93"), ("#000000", "#8E8E93"), ("#0040DD", "#8E8E93")])
            background = rng.choice(["#FFFFFF", "#F9F9F9"])
        bar["colors"] = {"selected": q(selected), "unselected": q(unselected), "background": q(background)}
    else:
        if rng.random() < 0.4:
            bar["implementation"] = "system"
        if "iPadOS" in platforms and rng.random() < 0.5:
            bar["style"] = "sidebar-adaptable"
        if rng.random() < 0.3:
            bar["transition"] = "none"
    if "crossfade" in findings:
        bar["transition"] = "crossfade"
    if "hides" in findings:
        bar["hides-on-push"] = "true"
    if platforms == ["tvOS"] and rng.random() < 0.5:
        bar["logo"] = {"width": rng.choice([160, 180, 240]), "height": rng.choice([50, 60, 72])}
    if bar:
        if flow and all(not isinstance(v, dict) for v in bar.values()):
            lines.append(f"tab-bar: {flow_mapping(bar)}")
        else:
            lines.append("tab-bar:")
            lines.extend(block_mapping(bar, 2))

    tabs = make_tabs(rng, tab_count, locales, platforms, custom, findings)
    # Half the broad titles are meant (a brand name): suppressed for the document.
    if "broad" in findings and rng.random() < 0.5:
        lines.append("# tabbar-lint-disable title-too-broad -- the brand calls it that")
    lines.append("tabs:")
    for tab in tabs:
        if flow and not isinstance(tab["icon"], dict):
            lines.append(f"  - {flow_mapping(tab)}")
        else:
            lines.extend(block_mapping(tab, 4, first_prefix="  - "))
    text = "\n".join(lines) + "\n"
    # A few files hold a second document, one per platform.
    if rng.random() < 0.02:
        text += "---\nversion: 1\nplatforms: tvOS\ntabs:\n" + "".join(
            f"  - {{ id: {t[0]}, title: {t[2][0]}, icon: {t[1]}, content: other }}\n" for t in DESTINATIONS[:4])
    return text


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out")
    parser.add_argument("--files", type=int, default=5000)
    parser.add_argument("--folders", type=int, default=50)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--tabs-per-spec", type=int, help="write one spec with this many tabs instead")
    args = parser.parse_args()

    os.makedirs(args.out, exist_ok=True)
    if args.tabs_per_spec:
        # One seed for every count: the specs differ only in their tabs, so
        # a scaling table compares like with like.
        rng = random.Random(f"{args.seed}-tabs")
        text = render(rng, args.tabs_per_spec, forced_findings=[])
        with open(os.path.join(args.out, f"tabs-{args.tabs_per_spec}.tabbar.yml"), "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
        print(f"1 spec, sha256 {checksum(args.out)}")
        return
    # One generator per file, seeded by its number: the first N files are the
    # same whatever N is, so subsets of a larger corpus match a smaller one.
    folders = [f"team-{i:02d}" for i in range(args.folders)]
    for folder in folders:
        # The artwork custom bars name, so their image lookups succeed.
        os.makedirs(os.path.join(args.out, folder, "Icons"), exist_ok=True)
        for ident, _, _ in DESTINATIONS:
            with open(os.path.join(args.out, folder, "Icons", f"{ident}.pdf"), "wb") as f:
                f.write(b"%PDF-1.4\n%%EOF\n")
    for number in range(args.files):
        rng = random.Random(f"{args.seed}-{number}")
        # Mostly the 3 to 5 tabs the HIG recommends; 2 and 6 to 11 too.
        tab_count = rng.choice([2, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 6, 7, 8, 9, 10, 11])
        text = render(rng, tab_count, number=number)
        folder = folders[number % len(folders)]
        name = f"{rng.choice(APPS).lower().replace(' ', '-')}-{number:05d}.tabbar.yml"
        with open(os.path.join(args.out, folder, name), "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
    print(f"{args.files} specs, sha256 {checksum(args.out)}")


def checksum(root):
    """SHA-256 over every file below `root`: its relative path and its bytes, in sorted order."""
    digest = hashlib.sha256()
    paths = []
    for folder, _, names in os.walk(root):
        paths += [os.path.relpath(os.path.join(folder, name), root) for name in names]
    for path in sorted(paths):
        digest.update(path.encode() + b"\0")
        with open(os.path.join(root, path), "rb") as f:
            digest.update(f.read())
    return digest.hexdigest()


if __name__ == "__main__":
    main()

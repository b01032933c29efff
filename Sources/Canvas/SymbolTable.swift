// The SF Symbol table, free of Pango and Foundation: the WebAssembly build (scripts/wasm-build)
// compiles this file too, for the Studio's answers to name how Canvas draws each symbol.

/// How an SF Symbol name is drawn with the Material Icons font (fonts-material-design-icons-
/// iconfont, Apache 2.0), since SF Symbols cannot be shipped.
enum SymbolGlyph: Hashable, Sendable {
  /// One Material Icons glyph.
  case glyph(UInt32)
  /// A filled circle with the glyph knocked out of it (`xmark.circle.fill` and the like).
  case inFilledCircle(UInt32)
  /// A circle outline with the glyph inside (`plus.circle`, `person.circle` …).
  case inCircle(UInt32)

  /// The drawing for an SF Symbol name, or nil when it has no mapping. Exact names come first;
  /// then `NAME.circle.fill`, `NAME.circle` and `NAME.fill` are built from `NAME`.
  static func forName(_ name: String) -> SymbolGlyph? {
    if let g = symbolTable[name] { return g }
    if name.hasSuffix(".circle.fill"), case .glyph(let c)? = symbolTable[String(name.dropLast(12))] {
      return .inFilledCircle(c)
    }
    if name.hasSuffix(".circle"), case .glyph(let c)? = symbolTable[String(name.dropLast(7))] {
      return .inCircle(c)
    }
    if name.hasSuffix(".fill"), let g = symbolTable[String(name.dropLast(5))] { return g }
    return nil
  }
}

/// SF Symbol names → Material Icons codepoints (from the package's
/// `scss/_variables.scss`; the Material name is in each comment). Outline SF symbols map to
/// Material's outlined variants where one exists, `.fill` ones to the filled glyph.
let symbolTable: [String: SymbolGlyph] = {
  let glyphs: [String: UInt32] = [
    "mappin": 0xE55F,  // place
    "mappin.and.ellipse": 0xE0C8,  // location_on
    "mappin.circle.fill": 0xE0C8,  // (built below as a filled circle)
    "xmark": 0xE5CD,  // close
    "checkmark": 0xE5CA,  // check
    "chevron.right": 0xE5CC,  // chevron_right
    "chevron.left": 0xE5CB,  // chevron_left
    "chevron.up": 0xE5CE,  // expand_less
    "chevron.down": 0xE5CF,  // expand_more
    "chevron.up.chevron.down": 0xE5D7,  // unfold_more (a menu picker's chevrons)
    "chevron.forward": 0xE5CC,
    "chevron.backward": 0xE5CB,
    "plus": 0xE145,  // add
    "minus": 0xE15B,  // remove
    "magnifyingglass": 0xE8B6,  // search
    "gear": 0xE8B8,  // settings
    "gearshape": 0xE8B8,
    "gearshape.fill": 0xE8B8,
    "person": 0xE7FF,  // person_outline
    "person.fill": 0xE7FD,  // person
    "person.2": 0xE7EF,  // group
    "person.2.fill": 0xE7EF,
    "person.badge.plus": 0xE7FE,  // person_add
    "house": 0xE88A,  // home
    "house.fill": 0xE88A,
    "star": 0xE83A,  // star_border
    "star.fill": 0xE838,  // star
    "heart": 0xE87E,  // favorite_border
    "heart.fill": 0xE87D,  // favorite
    "trash": 0xE92E,  // delete_outline
    "trash.fill": 0xE872,  // delete
    "square.and.arrow.up": 0xE6B8,  // ios_share
    "square.and.arrow.down": 0xF090,  // download
    "info": 0xE88E,
    "info.circle": 0xE88F,  // info_outline
    "info.circle.fill": 0xE88E,  // info
    "exclamationmark.triangle": 0xF083,  // warning_amber
    "exclamationmark.triangle.fill": 0xE002,  // warning
    "exclamationmark.circle": 0xE001,  // error_outline
    "questionmark.circle": 0xE8FD,  // help_outline
    "questionmark.circle.fill": 0xE887,  // help
    "bell": 0xE7F5,  // notifications_none
    "bell.fill": 0xE7F4,  // notifications
    "calendar": 0xE935,  // calendar_today
    "clock": 0xE8B5,  // schedule
    "clock.fill": 0xEFD6,  // access_time_filled
    "map": 0xE55B,  // map
    "map.fill": 0xE55B,
    "location": 0xE569,  // near_me
    "location.fill": 0xE569,
    "location.north": 0xE55D,  // navigation
    "photo": 0xE3F4,  // image
    "photo.fill": 0xE410,  // photo
    "camera": 0xE412,  // photo_camera
    "camera.fill": 0xE412,
    "envelope": 0xE0E1,  // mail_outline
    "envelope.fill": 0xE158,  // mail
    "phone": 0xE0CD,  // phone
    "phone.fill": 0xE0CD,
    "paperplane": 0xE163,  // send
    "paperplane.fill": 0xE163,
    "pencil": 0xE3C9,  // edit
    "square.and.pencil": 0xE3C9,
    "folder": 0xE2C7,  // folder
    "folder.fill": 0xE2C7,
    "doc": 0xE24D,  // insert_drive_file
    "doc.fill": 0xE24D,
    "doc.text": 0xE873,  // description
    "list.bullet": 0xE241,  // format_list_bulleted
    "list.dash": 0xE896,  // list
    "line.3.horizontal": 0xE5D2,  // menu
    "line.3.horizontal.decrease": 0xE152,  // filter_list
    "slider.horizontal.3": 0xE429,  // tune
    "ellipsis": 0xE5D3,  // more_horiz
    "ellipsis.vertical": 0xE5D4,  // more_vert
    "arrow.up": 0xE5D8,  // arrow_upward
    "arrow.down": 0xE5DB,  // arrow_downward
    "arrow.left": 0xE5C4,  // arrow_back
    "arrow.right": 0xE5C8,  // arrow_forward
    "arrow.clockwise": 0xE5D5,  // refresh
    "arrow.triangle.2.circlepath": 0xE627,  // sync
    "arrow.uturn.backward": 0xE166,  // undo
    "arrow.uturn.forward": 0xE15A,  // redo
    "play": 0xE037,  // play_arrow
    "play.fill": 0xE037,
    "pause": 0xE034,  // pause
    "pause.fill": 0xE034,
    "stop.fill": 0xE047,  // stop
    "forward.fill": 0xE044,  // skip_next
    "backward.fill": 0xE045,  // skip_previous
    "speaker.wave.2": 0xE050,  // volume_up
    "speaker.wave.2.fill": 0xE050,
    "mic": 0xE029,  // mic
    "mic.fill": 0xE029,
    "video": 0xE04B,  // videocam
    "video.fill": 0xE04B,
    "message": 0xE0B7,  // chat
    "bubble.left": 0xE0CA,  // chat_bubble
    "bubble.left.fill": 0xE0CA,
    "link": 0xE157,  // link
    "paperclip": 0xE226,  // attach_file
    "eye": 0xE8F4,  // visibility
    "eye.slash": 0xE8F5,  // visibility_off
    "square.grid.2x2": 0xE9B0,  // grid_view
    "hand.thumbsup": 0xE8DC,  // thumb_up
    "hand.thumbsdown": 0xE8DB,  // thumb_down
    "printer": 0xE8AD,  // print
    "doc.on.doc": 0xE14D,  // content_copy
    "doc.on.clipboard": 0xE14F,  // content_paste
    "circle": 0xE836,  // radio_button_unchecked
    "circle.fill": 0xEF4A,  // circle
    "checkmark.square.fill": 0xE834,  // check_box
    "square": 0xE835,  // check_box_outline_blank
    "battery.100": 0xE1A4,  // battery_full
    "car": 0xE531,  // directions_car
    "car.fill": 0xE531,
    "figure.walk": 0xE536,  // directions_walk
    "bicycle": 0xE52F,  // directions_bike
    "tram": 0xE570,  // train
    "airplane": 0xE539,  // flight
    "fork.knife": 0xE56C,  // restaurant
    "cup.and.saucer": 0xE541,  // local_cafe
    "bag": 0xF1CC,  // shopping_bag
    "creditcard": 0xE870,  // credit_card
    "dollarsign": 0xE227,  // attach_money
    "qrcode": 0xEF6B,  // qr_code
    "key": 0xE73C,  // key
    "touchid": 0xE90D,  // fingerprint
    "faceid": 0xE87C,  // face
    "shield": 0xE9E0,  // shield
    "chart.line.uptrend.xyaxis": 0xE8E5,  // trending_up
    "chart.bar": 0xE26B,  // bar_chart
    "chart.pie": 0xE6C4,  // pie_chart
    "globe": 0xE80B,  // public
    "network": 0xE894,  // language
    "lock": 0xE897,  // lock
    "lock.fill": 0xE897,
    "lock.open": 0xE898,  // lock_open
    "cart": 0xE8CC,  // shopping_cart
    "cart.fill": 0xE8CC,
    "bookmark": 0xE867,  // bookmark_border
    "bookmark.fill": 0xE866,  // bookmark
    "tag": 0xE54E,  // local_offer
    "tag.fill": 0xE54E,
    "flag": 0xE16E,  // outlined_flag
    "flag.fill": 0xE153,  // flag
    "music.note": 0xE405,  // music_note
    "wifi": 0xE63E,  // wifi
    "bolt": 0xEA0B,  // bolt
    "bolt.fill": 0xEA0B,
    "cloud": 0xE2C2,  // cloud_queue
    "cloud.fill": 0xE2BD,  // cloud
    "sun.max": 0xE518,  // light_mode
    "sun.max.fill": 0xE430,  // wb_sunny
    "moon": 0xE51C,  // dark_mode
    "moon.fill": 0xE51C,
    "square.and.arrow.up.fill": 0xE6B8,
    "questionmark": 0xEB8B,  // question_mark
    "exclamationmark": 0xE645,  // priority_high
    "sparkles": 0xE65F,  // auto_awesome
    "wand.and.stars": 0xE663,  // auto_fix_high
    "leaf": 0xEA35,  // eco
    "flame": 0xEF55,  // local_fire_department
    "drop": 0xE798,  // water_drop
    "snowflake": 0xEB3B,  // ac_unit
    "thermometer": 0xF076,  // thermostat
    "wind": 0xEFD8,  // air
    "umbrella": 0xF1AD,  // umbrella
    "pawprint": 0xE91D,  // pets
    "gamecontroller": 0xEA28,  // sports_esports
    "film": 0xE02C,  // movie
    "ticket": 0xE638,  // confirmation_number
    "gift": 0xE8F6,  // card_giftcard
    "cart.badge.plus": 0xE854,  // add_shopping_cart
    "qrcode.viewfinder": 0xF206,  // qr_code_scanner
    "person.3": 0xF233,  // groups
    "person.crop.circle": 0xE853,  // account_circle
    "lock.shield": 0xE32A,  // security
    "tray": 0xE156,  // inbox
    "archivebox": 0xE149,  // archive
    "externaldrive": 0xE1DB,  // storage
    "square.stack": 0xE53B,  // layers
    "photo.on.rectangle": 0xE413,  // photo_library
    "checklist": 0xE6B1,  // checklist
    "text.alignleft": 0xE236,  // format_align_left
    "bold": 0xE238,  // format_bold
    "italic": 0xE23F,  // format_italic
    "underline": 0xE249,  // format_underlined
    "textformat": 0xE262,  // text_fields
    "at": 0xE0E6,  // alternate_email
    "arrow.up.right": 0xF1E1,  // north_east
    "arrow.up.left": 0xF1E2,  // north_west
    "arrow.down.right": 0xF1E4,  // south_east
    "arrow.down.left": 0xF1E5,  // south_west
    "arrow.counterclockwise": 0xE042,  // replay
    "repeat": 0xE040,  // repeat
    "shuffle": 0xE043,  // shuffle
    "speaker.slash": 0xE04F,  // volume_off
    "mic.slash": 0xE02B,  // mic_off
    "video.slash": 0xE04C,  // videocam_off
    "wifi.slash": 0xE648,  // wifi_off
    "location.slash": 0xE0C7,  // location_off
    "mappin.slash": 0xE0C7,  // location_off
    "bell.slash": 0xE7F6,  // notifications_off
    "hand.tap": 0xE913,  // touch_app
    "hand.raised": 0xE925,  // pan_tool
    "figure.run": 0xE566,  // directions_run
    "bus": 0xE530,  // directions_bus
    "ferry": 0xE532,  // directions_boat
    "fuelpump": 0xE546,  // local_gas_station
    "parkingsign": 0xE54F,  // local_parking
    "cross.case": 0xF109,  // medical_services
    "pills": 0xF033,  // medication
    "bed.double": 0xEFDF,  // bed
    "building.columns": 0xE84F,  // account_balance
    "building.2": 0xE0AF,  // business
    "banknote": 0xEF63,  // payments
    "graduationcap": 0xE80C,  // school
    "book": 0xEA19,  // menu_book
    "newspaper": 0xEB81,  // newspaper
    "tv": 0xE333,  // tv
    "desktopcomputer": 0xE30B,  // desktop_mac
    "iphone": 0xE32C,  // smartphone
    "headphones": 0xF01F,  // headphones
    "keyboard": 0xE312,  // keyboard
    "scissors": 0xE14E,  // content_cut
    "paintbrush": 0xE3AE,  // brush
    "wrench": 0xE869,  // build
    "hammer": 0xF10B,  // handyman
    "lightbulb": 0xE0F0,  // lightbulb
    "timer": 0xE425,  // timer
    "alarm": 0xE855,  // alarm
    "hourglass": 0xE88B,  // hourglass_empty
    "battery.25": 0xEBE0,  // battery_2_bar
    "xmark.octagon": 0xE99A,  // dangerous
    "heart.slash": 0xEAC2,  // heart_broken
    "star.leadinghalf.filled": 0xE839,  // star_half
    "sun.min": 0xE518,  // light_mode
    "moon.stars": 0xEF44,  // bedtime
    "cloud.sun": 0xE42D,  // wb_cloudy
    "signpost.right": 0xEB91,  // signpost
    "binoculars": 0xE2DB,  // travel_explore
    "safari": 0xE87A,  // explore
  ]
  var table = glyphs.mapValues { SymbolGlyph.glyph($0) }
  // Circled symbols Material draws as one glyph.
  table["xmark.circle.fill"] = .glyph(0xE5C9)  // cancel
  table["checkmark.circle.fill"] = .glyph(0xE86C)  // check_circle
  table["plus.circle.fill"] = .glyph(0xE147)  // add_circle
  table["plus.circle"] = .glyph(0xE148)  // add_circle_outline
  table["minus.circle.fill"] = .glyph(0xE15C)  // remove_circle
  table["person.circle"] = .glyph(0xE853)  // account_circle
  table["person.circle.fill"] = .glyph(0xE853)
  table["mappin.circle.fill"] = .inFilledCircle(0xE55F)  // place, knocked out of a disc
  table["mappin.circle"] = .inCircle(0xE55F)
  table["ellipsis.circle"] = .inCircle(0xE5D3)  // more_horiz in a ring
  table["ellipsis.circle.fill"] = .inFilledCircle(0xE5D3)
  return table
}()

extension SymbolGlyph {
  /// The codepoint drawn for this symbol.
  var codepoint: UInt32 {
    switch self {
    case .glyph(let c), .inFilledCircle(let c), .inCircle(let c): c
    }
  }
}

/// How Canvas draws an SF Symbol, for another drawing side (the Studio's page) to draw it the
/// same way: a Material Icons codepoint and its style, `glyph` (the glyph alone), `inFilledCircle`
/// (knocked out of a disc inset by 1/24 of the side, the glyph in the square inset by 0.22 of
/// it) or `inCircle` (a ring of 1/12 of the side, the glyph inset the same); nil for a name
/// without a mapping (drawn as a placeholder). The glyph's live area (20 of 24 units) fills its
/// square.
public func symbolDrawing(named name: String) -> (style: String, codepoint: UInt32)? {
  guard let glyph = SymbolGlyph.forName(name) else { return nil }
  switch glyph {
  case .glyph(let c): return ("glyph", c)
  case .inFilledCircle(let c): return ("inFilledCircle", c)
  case .inCircle(let c): return ("inCircle", c)
  }
}

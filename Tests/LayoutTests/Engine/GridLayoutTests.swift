import Detents
import Layout
import Testing
import ViewTree

/// A square colour cell of `side` points, identified as `c<i>`.
private func cell(_ i: Int, side: Double = 20) -> ViewNode {
  ViewNode(.color(.color(.red)), identity: ViewIdentity(["c\(i)"]))
    .modifier(.frame(width: side, height: side, alignment: .center))
}

/// A grid of `count` cells, its frame and each cell's frame, offered `width` × `height`.
private func grid(
  vertical: Bool = true, _ items: [GridItemValue], count: Int, spacing: Double? = nil,
  alignment: Alignment = .center, width: Double = 390, height: Double = 844
) -> (grid: Rect, cells: [Rect]) {
  let node = ViewNode(
    .grid(vertical: vertical, items: items, spacing: spacing, alignment: alignment),
    children: (0..<count).map { cell($0) }, identity: ViewIdentity(["grid"]))
  let f = frames(node, width: width, height: height)
  return (f["/grid"]!, (0..<count).map { f["/c\($0)"]! })
}

@Suite struct GridLayoutTests {
  @Test func adaptiveColumnsFitAsManyAsTheMinimumAllowsAndShareTheWidth() {
    // 390 pt: (390 + 8) / (100 + 8) = 3.7, so 3 columns of (390 − 16) / 3 = 124.67 pt.
    let g = grid([GridItemValue(.adaptive(minimum: 100, maximum: .infinity))], count: 4)
    #expect(g.grid.width == 390)
    let column = (390.0 - 16) / 3
    // Each 20 pt cell is centred in its column; the fourth starts the second row.
    for (i, c) in g.cells.prefix(3).enumerated() {
      #expect(abs(c.midX - (g.grid.x + Double(i) * (column + 8) + column / 2)) < 0.001)
      #expect(c.y == g.grid.y)
    }
    #expect(g.cells[3].midX == g.cells[0].midX)
    #expect(g.cells[3].y == g.grid.y + 20 + 8)
    #expect(g.grid.height == 48)
    // Narrower: 200 pt fits only one column of 100.
    let narrow = grid([GridItemValue(.adaptive(minimum: 100, maximum: .infinity))], count: 2, width: 200)
    #expect(narrow.cells[1].y > narrow.cells[0].y)
  }

  @Test func flexibleColumnsShareWhatFixedOnesLeave() {
    // 300 − 60 fixed − 2 × 10 spacing = 220, shared by two flexible columns: 110 each.
    let items = [
      GridItemValue(.fixed(60), spacing: 10),
      GridItemValue(.flexible(minimum: 10, maximum: .infinity), spacing: 10),
      GridItemValue(.flexible(minimum: 10, maximum: .infinity)),
    ]
    let g = grid(items, count: 3, alignment: .center, width: 300)
    #expect(g.grid.width == 300)
    #expect(g.cells[0].midX - g.grid.x == 30)
    #expect(g.cells[1].midX - g.grid.x == 60 + 10 + 55)
    #expect(g.cells[2].midX - g.grid.x == 60 + 10 + 110 + 10 + 55)
    // A maximum caps a flexible column: the grid is then narrower than offered.
    let capped = grid([GridItemValue(.flexible(minimum: 10, maximum: 50))], count: 1, width: 300)
    #expect(capped.grid.width == 50)
  }

  @Test func aLeadingGridPutsCellsAtTheStartOfTheirColumns() {
    let g = grid(
      [
        GridItemValue(.flexible(minimum: 10, maximum: .infinity)),
        GridItemValue(.flexible(minimum: 10, maximum: .infinity)),
      ],
      count: 2, alignment: Alignment(horizontal: .leading, vertical: .center), width: 208)
    #expect(g.cells[0].x == g.grid.x)
    #expect(g.cells[1].x == g.grid.x + 100 + 8)
  }

  @Test func aHorizontalGridFillsItsRowsColumnByColumn() {
    // Three flexible rows in 100 pt: (100 − 16) / 3 = 28 pt each; cells go down, then across.
    let rows = Array(repeating: GridItemValue(.flexible(minimum: 10, maximum: .infinity)), count: 3)
    let g = grid(vertical: false, rows, count: 4, spacing: 20, width: 390, height: 100)
    #expect(g.grid.height == 100)
    #expect(g.cells[0].x == g.cells[1].x && g.cells[1].x == g.cells[2].x)
    #expect(g.cells[1].midY - g.cells[0].midY == 28 + 8)
    #expect(g.cells[3].x == g.cells[0].x + 20 + 20)
    #expect(g.cells[3].midY == g.cells[0].midY)
    #expect(g.grid.width == 20 + 20 + 20)
  }

  @Test func aHorizontalScrollViewGivesItsContentItsIdealWidth() {
    let rows = [GridItemValue(.fixed(30))]
    let scroll = ViewNode(
      .scrollView(vertical: false),
      children: [
        ViewNode(
          .grid(vertical: false, items: rows, spacing: 8, alignment: .center),
          children: (0..<30).map { cell($0) }, identity: ViewIdentity(["grid"]))
      ], identity: ViewIdentity(["scroll"]))
    let f = frames(scroll, width: 200, height: 400)
    // 30 cells of 20 pt, 8 pt apart, run on past the 200 pt view; the view is as tall as a row.
    #expect(f["/grid"]!.width == 30 * 20 + 29 * 8)
    #expect(f["/scroll"]!.height == 30)
    // The grid is lazy: the cells in view are placed (the eighth starts at x = 196 of 200),
    // the ones past the edge are not.
    let scrollX = f["/scroll"]!.x
    #expect(abs((f["/c7"]?.x ?? 0) - scrollX - 7 * 28) < 0.001)
    #expect(f["/c8"] == nil && f["/c29"] == nil)
  }

  @Test func aGridTableSizesColumnsByTheirWidestCellAndRowsByTheirTallest() {
    func box(_ id: String, _ w: Double, _ h: Double) -> ViewNode {
      ViewNode(.color(.color(.red)), identity: ViewIdentity([id])).modifier(
        .frame(width: w, height: h, alignment: .center))
    }
    let table = ViewNode(
      .gridTable(
        alignment: Alignment(horizontal: .leading, vertical: .top), horizontalSpacing: 10, verticalSpacing: 5),
      children: [
        ViewNode(.gridRow(alignment: nil), children: [box("a", 30, 10), box("b", 10, 40)]),
        ViewNode(.gridRow(alignment: .bottom), children: [box("c", 50, 20), box("d", 20, 10)]),
        box("e", 10, 10),
      ], identity: ViewIdentity(["grid"]))
    let f = frames(table, width: 390, height: 844)
    let g = f["/grid"]!
    // Columns 50 and 20 wide, 10 apart; rows 40 and 20 tall, then the spanning row, 5 apart.
    #expect(g.width == 80 && g.height == 40 + 5 + 20 + 5 + 10)
    #expect(f["/b"]!.x - g.x == 60)
    #expect(f["/c"]!.y - g.y == 45)
    // The second row aligns its cells to its bottom: d (10 tall) ends where c (20) does.
    #expect(f["/d"]!.maxY == f["/c"]!.maxY)
    #expect(f["/d"]!.x == f["/b"]!.x)
    #expect(f["/e"]!.x == g.x && f["/e"]!.y - g.y == 70)
  }
}

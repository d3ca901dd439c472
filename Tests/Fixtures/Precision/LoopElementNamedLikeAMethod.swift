import CoreGraphics

// A loop's element named like a method of `self` is the element: `node.data.lineFragment =
// lineFragment` stores a line fragment, not a bound method that would keep `self`.
final class LineController {
    private enum TypesetAmount {
        case inRect(CGRect)
        case toLocation(Int)
    }

    private var lineFragmentTree: LineFragmentTree

    init(tree: LineFragmentTree) {
        lineFragmentTree = tree
    }

    func updateLineHeight(for lineFragments: [LineFragment]) {
        var previousNode: LineFragmentNode?
        for lineFragment in lineFragments {
            let data = LineFragmentNodeData(lineFragment: lineFragment)
            if lineFragment.index < lineFragmentTree.nodeTotalCount {
                let node = lineFragmentTree.node(atIndex: lineFragment.index)
                node.data.lineFragment = lineFragment
                lineFragmentTree.updateAfterChangingChildren(of: node)
                previousNode = node
            } else if let thisPreviousNode = previousNode {
                previousNode = lineFragmentTree.insertNode(data: data, after: thisPreviousNode)
            }
        }
    }

    private func lineFragment(closestTo point: CGPoint) -> LineFragment? {
        var closestLineFragment: LineFragment?
        for lineFragment in lineFragmentTree.lineFragments {
            if point.y <= lineFragment.yPosition + lineFragment.height {
                closestLineFragment = lineFragment
                break
            }
        }
        return closestLineFragment
    }
}

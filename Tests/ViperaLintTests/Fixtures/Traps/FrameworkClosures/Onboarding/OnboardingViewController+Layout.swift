import UIKit

extension OnboardingViewController {
    func makeLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, _ in
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: item.layoutSize, subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.visibleItemsInvalidationHandler = { _, offset, environment in
                self.pageControl.currentPage = Int(offset.x / environment.container.contentSize.width)
            }
            return section
        }
    }

    func makeHeaderLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, _ in
            let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(), subitems: []))
            section.visibleItemsInvalidationHandler = { [weak self] _, _, _ in self?.finish() }
            return section
        }
    }
}

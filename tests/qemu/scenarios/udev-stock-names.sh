# shellcheck shell=bash disable=SC2046,SC2034
desc="the stock kernel (linux-source-7.3 without the series, modular, bench/build-stock) under Debian's real udevd 252, 257 and sid's 262, on the udev-names tree: the names a distribution gives today, the row every udev*-names boot of the series is compared with"
kernel_build=stock
overlay=udev-names.dtso
boots=4
qemu_args=("${qemu_xhci[@]}" $(udev_names_nics))
# The stock kernel reads no label and ties no netdev to a node: cdc_ether
# names all three usbN. boot 1: Debian 13's files (73-usb-net-by-mac.link);
# boots 2-4: 73 masked, systemd's own 99-default.link decides (Fedora, Arch):
# the path names the series' kernel gives ports 3 and 6 too
# (udev252-names, udev257-names boot 4, udev262-names boot 3)
case "$BOOT" in
1|"") udev=trixie v=257 udev_files=stock expect=(enx020000000001 enx020000000003 enx525400000306) ;;
2) udev=bookworm v=252 udev_files=mask73 expect=(enp0s2u1u1 enp0s2u1u3 enp0s2u1u6) ;;
3) udev=trixie v=257 udev_files=mask73 expect=(enp0s2u1u1 enp0s2u1u3 enp0s2u1u6) ;;
4) udev=sid v=262 udev_files=mask73 expect=(enp0s2u1u1 enp0s2u1u3 enp0s2u1u6) ;;
esac
guest_env=(UDEV_VERSION=$v KERNEL_BUILD=stock "FILES=stock kernel, systemd $v, $udev_files" "NAME1=${expect[0]}" "NAME3=${expect[1]}" "NAME6=${expect[2]}" "KERNEL1=usb[0-9]+" "KERNEL3=usb[0-9]+" "KERNEL6=usb[0-9]+" MODULE=cdc_ether)

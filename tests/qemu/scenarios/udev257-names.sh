# shellcheck shell=bash disable=SC2046,SC2034
desc="Debian's udev 257 (trixie, real udevd on the modular kernel): a labelled node, a node with only an alias, a NIC without node; stock, the project's files, net.ifnames=0, Debian's .link files masked, the 73 proposed to Debian"
udev=trixie
overlay=udev-names.dtso
boots=6
qemu_args=("${qemu_xhci[@]}" $(udev_names_nics))
# boot 1: Debian's files: 73-usb-net-by-mac.link names every USB NIC by MAC
# boot 2: + make install (72-usb-dt-keep-dt-name.link, 75-usb-dt-label.rules):
#   72 matches the labelled node only (the one netdev with an of_node)
# boot 3: Debian's files, net.ifnames=0: the kernel's names (ports 3 and 6
#   are cdc_ether's usbN, numbered in probe order)
# boot 4: 73-usb-net-by-mac.link masked in /etc/systemd/network (99-default.link
#   decides): port 3 gets its path name as on the stock kernel (udev-stock-names),
#   not end0: its netdev has no of_node for the alias to match
# boot 5: 73 and 99-default.link masked (raspi-config's "predictable names disabled")
# boot 6: the 73 file proposed to Debian (NamePolicy=keep kernel mac): lan0 kept, the rest as stock
case "$BOOT" in
1|"") udev_files=stock expect=(enx020000000001 enx020000000003 enx525400000306) files="Debian 257 stock" ;;
2) udev_files=ours expect=(lan0 enx020000000003 enx525400000306) files="Debian 257 + make install" ;;
3) udev_files=stock expect=(lan0 "usb[0-9]+" "usb[0-9]+") files="Debian 257, net.ifnames=0" cmdline="net.ifnames=0" ;;
4) udev_files=mask73 expect=(lan0 enp0s2u1u3 enp0s2u1u6) files="Debian 257, 73 masked" ;;
5) udev_files=mask-both expect=(lan0 "usb[0-9]+" "usb[0-9]+") files="Debian 257, 73 and 99 masked" ;;
6) udev_files=debian-proposal expect=(lan0 enx020000000003 enx525400000306) files="Debian 257, proposed 73" ;;
esac
guest_env=(UDEV_VERSION=257 "FILES=$files" "NAME1=${expect[0]}" "NAME3=${expect[1]}" "NAME6=${expect[2]}" KERNEL1=lan0 "KERNEL3=usb[0-9]+" "KERNEL6=usb[0-9]+" MODULE=cdc_ether)
